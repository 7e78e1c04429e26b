import { deliveryOrderStore, lineQuantities, nextLineId, PLACEHOLDER_PNG, receiptLinkStore, recomputeStatuses, shipmentStore, shipmentView, storeReceipt, type StoredOrder } from '../db/delivery';
import { receiverNoteFingerprint, type ReceiptReason } from '../../../contract/receipts';
import type { Item } from '../../../contract/items';
import { findUserByUsername } from '../db/auth';
import { nextTime, recordChange } from '../db/logs';
import { itemStore } from '../db/resources';
import { addLongRecords } from './resources';

/**
 * Named changes to the mock's DOs and shipments for the delivery stories, made the way another
 * person would make them (in a story's beforeEach, after the preview's reset).
 */
export const deliveryScenarios = {
  /**
   * A PENDING DO of addLongRecords' customer (a 100-character name) with five lines, the long
   * item's first: its number, as the newest DO it sorts first.
   */
  longOrder(): StoredOrder {
    const { customer, item } = addLongRecords();
    const now = nextTime();
    const order: StoredOrder = {
      id: deliveryOrderStore.nextId(),
      version: 1,
      createdAt: now,
      updatedAt: now,
      customerId: customer.id,
      address: customer.address,
      notes: '',
      status: 'PENDING',
      cancelledAt: null,
      completedAt: null,
      createdById: 1,
      lines: [item.id, 1, 2, 3, 4].map((itemId, index) => ({ id: nextLineId(), itemId, quantity: 1250 * (index + 1) })),
    };
    deliveryOrderStore.rows.push(order);
    return order;
  },
  /** Another shipment (not completed) takes everything still pending of a DO: PROSES, nothing pending. */
  allocateRest(orderId: number) {
    const order = deliveryOrderStore.find(orderId);
    if (!order) throw new Error(`No delivery order ${orderId}`);
    const now = nextTime();
    shipmentStore.rows.push({
      id: shipmentStore.nextId(),
      version: 1,
      createdAt: now,
      updatedAt: now,
      mode: 'JEMPUT',
      fleetId: null,
      plate: 'D 1234 XY',
      driverName: null,
      notes: '',
      status: 'PENDING',
      completedAt: null,
      createdById: 2,
      proof: null,
      deliveryOrders: [
        {
          deliveryOrderId: order.id,
          destinationType: 'GUDANG',
          address: order.address,
          allocatedAt: now,
          lines: order.lines.map((line) => ({ deliveryOrderLineId: line.id, quantity: lineQuantities(line).pending })).filter((line) => line.quantity > 0),
        },
      ],
    });
    recomputeStatuses([order.id]);
  },
  /**
   * A completed shipment's note received, as Admin Gudang enters it from the signed paper (a
   * signature, no photo): in full, or with `short` (the note's line at `lineIndex`, in the note's
   * order, with `received` of it and why); the DO's status as the receipt leaves it.
   */
  receiveNote({
    shipmentId,
    deliveryOrderId,
    receiverName = 'Ibu Sari Wulandari',
    short,
  }: {
    shipmentId: number;
    deliveryOrderId: number;
    receiverName?: string;
    short?: { lineIndex: number; received: number; reason: ReceiptReason };
  }) {
    const shipment = shipmentStore.find(shipmentId);
    const entry = shipment?.deliveryOrders.find((candidate) => candidate.deliveryOrderId === deliveryOrderId);
    if (!shipment || !entry || shipment.status !== 'SELESAI') throw new Error(`No completed shipment ${shipmentId} carrying delivery order ${deliveryOrderId}`);
    if (entry.receipt) throw new Error(`The note of delivery order ${deliveryOrderId} on shipment ${shipmentId} is already received`);
    const line = short && [...entry.lines].sort((a, b) => a.deliveryOrderLineId - b.deliveryOrderLineId)[short.lineIndex];
    if (short && (!line || short.received < 0 || short.received >= line.quantity)) throw new Error(`The note has no line ${short.lineIndex} shipped above ${short.received}`);
    const now = nextTime();
    const arrived = new Map(line && short ? [[line.deliveryOrderLineId, { received: short.received, reason: short.reason }]] : []);
    storeReceipt(shipment, entry, { receiverName, receivedAt: now, note: '', source: 'STAFF', enteredById: findUserByUsername('admin.gudang')?.id ?? 1, enteredAt: now, signature: PLACEHOLDER_PNG, photo: null }, arrived);
    recomputeStatuses([deliveryOrderId]);
  },
  /**
   * A printed link to a note of the first completed shipment (its first DO), as a print makes it:
   * printed as it was loaded `loadedDaysAgo` days before now (15: past its 14 days), optionally with
   * the note changed since printing (another customer's address on it). Answers the token and the ids.
   */
  receiptLink({ token = 'Rc7Qm2xVb9KpL4sTz1aWcQ', loadedDaysAgo = 0, changedSincePrint = false }: { token?: string; loadedDaysAgo?: number; changedSincePrint?: boolean } = {}) {
    const shipment = shipmentStore.rows.find((candidate) => candidate.status === 'SELESAI')!;
    const entry = shipment.deliveryOrders[0]!;
    shipment.completedAt = new Date(Date.parse(nextTime()) - loadedDaysAgo * 86_400_000).toISOString();
    const view = shipmentView(shipment);
    receiptLinkStore.set(token, { shipmentId: shipment.id, deliveryOrderId: entry.deliveryOrderId, fingerprint: receiverNoteFingerprint(view, view.deliveryOrders[0]!), printedAt: shipment.completedAt });
    if (changedSincePrint) entry.address = `${entry.address} (pindah gudang)`;
    return { token, shipmentId: shipment.id, deliveryOrderId: entry.deliveryOrderId };
  },
  /** A PENDING DO of Toko Sinar Jaya (customer 1) with 40 lines of 40 new items (KARTON, 1,000 … 40,000). */
  fortyLines(): StoredOrder {
    const now = nextTime();
    const meta = { version: 1, createdAt: now, updatedAt: now };
    const items = Array.from({ length: 40 }, (_, index): Item => {
      const item: Item = { ...meta, id: itemStore.nextId(), name: `Barang Uji Nomor ${String(index + 1).padStart(2, '0')}`, code: `UJI-${index + 1}`, unit: 'KARTON', weightKg: 1.5, notes: '', active: true };
      itemStore.rows.push(item);
      return item;
    });
    const order: StoredOrder = {
      ...meta,
      id: deliveryOrderStore.nextId(),
      customerId: 1,
      address: 'Jl. Merdeka No. 1, Bandung',
      notes: '',
      status: 'PENDING',
      cancelledAt: null,
      completedAt: null,
      createdById: 1,
      lines: items.map((item, index) => ({ id: nextLineId(), itemId: item.id, quantity: (index + 1) * 1000 })),
    };
    deliveryOrderStore.rows.push(order);
    recordChange({ entity: 'delivery-order', entityId: order.id, action: 'CREATE', actorId: 1, before: null, after: { customer: 'Toko Sinar Jaya', status: 'PENDING' } });
    return order;
  },
  /**
   * A PENDING outside-vehicle shipment carrying `count` long DOs (longOrder: five lines, the longest
   * names the API allows), half of each line, with a long driver's name and notes; its id.
   */
  longShipment(count = 12): number {
    const orders = Array.from({ length: count }, () => deliveryScenarios.longOrder());
    const now = nextTime();
    const id = shipmentStore.nextId();
    shipmentStore.rows.push({
      id,
      version: 1,
      createdAt: now,
      updatedAt: now,
      mode: 'JEMPUT',
      fleetId: null,
      plate: 'AB 1234 CDE',
      driverName: 'Raden Mas Bagus Setyo Wicaksono Adiningrat Kusumo Hadiningrat Sastrowardoyo Prawirodirjo',
      notes: `${'Muat di dok 3, hubungi satpam sebelum masuk; '.repeat(12)}selesai.`,
      status: 'PENDING',
      completedAt: null,
      createdById: 1,
      proof: null,
      deliveryOrders: orders.map((order, index) => ({
        deliveryOrderId: order.id,
        destinationType: (['RUMAH', 'KANTOR', 'GUDANG', 'EKSPEDISI', 'LAINNYA'] as const)[index % 5]!,
        address: order.address,
        allocatedAt: now,
        lines: order.lines.map((line) => ({ deliveryOrderLineId: line.id, quantity: Math.floor(line.quantity / 2) })),
      })),
    });
    recomputeStatuses(orders.map((order) => order.id));
    return id;
  },
};
