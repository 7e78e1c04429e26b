import { DEMO_DELIVERY_ORDERS, DEMO_SHIPMENTS, demoOrderCreatedAt, demoShipmentTimes } from '../../../contract/demo-delivery';
import { deliveryOrderNumber, deriveDeliveryOrderStatus, quantitiesPerUnit, type DeliveryOrder, type DeliveryOrderStatus } from '../../../contract/delivery-orders';
import { printFingerprint } from '../../../contract/delivery-notes';
import { receiptStateOf, type Receipt, type ReceiptReason, type ReceiptSource } from '../../../contract/receipts';
import { shipmentNumber, type DestinationType, type Shipment, type ShipmentMode } from '../../../contract/shipments';
import { findUser, mockToday } from './auth';
import { recordChange } from './logs';
import { BASE64URL_ALPHABET, sequenceText } from './sequence';
import { createStore, customerStore, fleetStore, itemStore } from './resources';

/**
 * The delivery mock tables: DOs and shipments as stored (lines and allocations as ids and
 * quantities), and their views as the API answers them, quantities derived exactly as the server
 * derives them (ordered, allocated, in process, delivered, pending, remaining); a received note
 * counts what arrived (docs/decisions/339-receipts.md).
 */
export interface StoredOrder {
  id: number;
  version: number;
  createdAt: string;
  updatedAt: string;
  customerId: number;
  address: string;
  notes: string;
  status: DeliveryOrderStatus;
  cancelledAt: string | null;
  completedAt: string | null;
  createdById: number | null;
  /** `writtenOff`: what of the line's shortfall was closed without shipping again (absent: none). */
  lines: { id: number; itemId: number; quantity: number; writtenOff?: number }[];
}

/** A note's receipt header (the server's shipment_receipts); the mock keeps the pictures' bytes as sent. */
export interface StoredReceipt {
  receiverName: string;
  receivedAt: string;
  note: string;
  source: ReceiptSource;
  enteredById: number | null;
  enteredAt: string;
  signature: Uint8Array<ArrayBuffer> | null;
  photo: Uint8Array<ArrayBuffer> | null;
}

/** One DO on a shipment (a note); `received` and `reason` of a line are there once it has its receipt. */
export interface StoredAllocation {
  deliveryOrderId: number;
  destinationType: DestinationType;
  address: string;
  allocatedAt: string;
  lines: { deliveryOrderLineId: number; quantity: number; received?: number; reason?: ReceiptReason | null }[];
  receipt?: StoredReceipt | null;
}

export interface StoredShipment {
  id: number;
  version: number;
  createdAt: string;
  updatedAt: string;
  mode: ShipmentMode;
  fleetId: number | null;
  plate: string | null;
  driverName: string | null;
  notes: string;
  status: 'PENDING' | 'SELESAI' | 'BATAL';
  completedAt: string | null;
  /** A cancelled shipment (BATAL): when and why (the server's cancelled_at, cancel_reason). */
  cancelledAt?: string | null;
  cancelReason?: string | null;
  createdById: number | null;
  proof: { uploadedAt: string; uploadedById: number | null; width: number; height: number; bytes: number } | null;
  deliveryOrders: StoredAllocation[];
  /** The last print of its surat jalan (the server's print_* columns). */
  print?: { count: number; printedAt: string; printedById: number | null; fingerprint: string };
}

/** A 1 × 1 grey PNG: the mock's stand-in for every proof photo, and the scenarios' signature. */
export const PLACEHOLDER_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

let lineCounter = 0;
export const nextLineId = () => (lineCounter += 1);

function seedOrders(): StoredOrder[] {
  lineCounter = 0;
  return DEMO_DELIVERY_ORDERS.map((order, index) => {
    const at = demoOrderCreatedAt(mockToday(), index).toISOString();
    return {
      id: index + 1,
      version: 1,
      createdAt: at,
      updatedAt: at,
      customerId: order.customerIndex + 1,
      address: customerStore.find(order.customerIndex + 1)?.address ?? '',
      notes: order.notes,
      status: 'PENDING',
      cancelledAt: order.cancelled ? at : null,
      completedAt: null,
      createdById: 1,
      lines: order.lines.map((line) => ({ id: nextLineId(), itemId: line.itemIndex + 1, quantity: line.quantity })),
    };
  });
}

function seedShipments(): StoredShipment[] {
  return DEMO_SHIPMENTS.map((shipment, index) => {
    const times = demoShipmentTimes(mockToday(), index);
    const at = times.loadedAt.toISOString();
    const completedAt = times.completedAt?.toISOString() ?? null;
    return {
      id: index + 1,
      version: 1,
      createdAt: at,
      updatedAt: completedAt ?? at,
      mode: shipment.mode,
      fleetId: shipment.fleetIndex === null ? null : shipment.fleetIndex + 1,
      plate: shipment.plate,
      driverName: shipment.driverName,
      notes: shipment.notes,
      status: shipment.completed ? 'SELESAI' : 'PENDING',
      completedAt,
      createdById: 1,
      // The server's first start gives each completed demo shipment a generated photo (960 × 720).
      proof: completedAt ? { uploadedAt: completedAt, uploadedById: 1, width: 960, height: 720, bytes: 48_213 } : null,
      deliveryOrders: shipment.orders.map((allocation) => {
        const order = deliveryOrderStore.find(allocation.orderIndex + 1)!;
        return {
          deliveryOrderId: order.id,
          destinationType: allocation.destinationType,
          address: order.address,
          allocatedAt: at,
          lines: allocation.quantities.flatMap((quantity, line) => (quantity > 0 ? [{ deliveryOrderLineId: order.lines[line]!.id, quantity }] : [])),
        };
      }),
    };
  });
}

export const deliveryOrderStore = createStore<StoredOrder>(seedOrders);
export const shipmentStore = createStore<StoredShipment>(seedShipments);

/** What a note holds of a line: what arrived once it has its receipt, else what was shipped. */
const heldOf = (line: StoredAllocation['lines'][number]) => line.received ?? line.quantity;

/**
 * What shipments (other than `exceptShipmentId`) hold of a line, what completed ones delivered,
 * what they shipped, and what their receipts found short; a cancelled shipment holds nothing.
 */
export function lineTotals(lineId: number, exceptShipmentId?: number) {
  let allocated = 0;
  let delivered = 0;
  let shipped = 0;
  let shortfall = 0;
  for (const shipment of shipmentStore.rows) {
    if (shipment.id === exceptShipmentId || shipment.status === 'BATAL') continue;
    for (const order of shipment.deliveryOrders) {
      for (const line of order.lines) {
        if (line.deliveryOrderLineId !== lineId) continue;
        allocated += heldOf(line);
        shipped += line.quantity;
        shortfall += line.quantity - heldOf(line);
        if (shipment.status === 'SELESAI') delivered += heldOf(line);
      }
    }
  }
  return { allocated, delivered, shipped, shortfall };
}

/** A DO line's quantities as the API answers them (the server's delivery_line_quantities). */
export function lineQuantities(line: StoredOrder['lines'][number]) {
  const { allocated, delivered, shortfall } = lineTotals(line.id);
  const writtenOff = line.writtenOff ?? 0;
  return {
    quantity: line.quantity,
    allocated,
    inProcess: allocated - delivered,
    delivered,
    shortfall,
    writtenOff,
    pending: line.quantity - allocated - writtenOff,
    remaining: line.quantity - delivered - writtenOff,
  };
}

/** What the shipments created before `shipmentId` hold of a line (the note's "remaining"). */
function allocatedBefore(lineId: number, shipmentId: number) {
  let allocated = 0;
  for (const shipment of shipmentStore.rows) {
    if (shipment.id >= shipmentId || shipment.status === 'BATAL') continue;
    for (const order of shipment.deliveryOrders) for (const line of order.lines) if (line.deliveryOrderLineId === lineId) allocated += heldOf(line);
  }
  return allocated;
}

/** The server's recomputeStatuses: changed statuses are written and, with an actor, logged. */
export function recomputeStatuses(ids: readonly number[], actorId?: number | null) {
  for (const id of ids) {
    const order = deliveryOrderStore.find(id);
    if (!order) continue;
    const status = deriveDeliveryOrderStatus(order.cancelledAt !== null, order.lines.map(lineQuantities));
    if (status === order.status) continue;
    if (actorId !== undefined) recordChange({ entity: 'delivery-order', entityId: id, action: 'UPDATE', actorId, before: { status: order.status }, after: { status } });
    order.status = status;
    order.completedAt = status === 'SELESAI' ? new Date().toISOString() : null;
  }
}

const userRef = (id: number | null) => (id === null ? null : { id, name: findUser(id)?.name ?? '' });

export function orderView(order: StoredOrder): DeliveryOrder {
  return {
    id: order.id,
    version: order.version,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    number: deliveryOrderNumber(order.id),
    customerId: order.customerId,
    customerName: customerStore.find(order.customerId)?.name ?? '',
    address: order.address,
    notes: order.notes,
    status: order.status,
    lines: order.lines.map((line) => {
      const item = itemStore.find(line.itemId);
      return {
        id: line.id,
        itemId: line.itemId,
        itemName: item?.name ?? '',
        itemCode: item?.code ?? null,
        unit: item?.unit ?? '',
        weightKg: item?.weightKg ?? null,
        ...lineQuantities(line),
      };
    }),
    shipments: shipmentStore.rows.flatMap((shipment) => {
      const entry = shipment.deliveryOrders.find((candidate) => candidate.deliveryOrderId === order.id);
      if (!entry) return [];
      return [
        {
          id: shipment.id,
          number: shipmentNumber(shipment.id),
          mode: shipment.mode,
          status: shipment.status,
          plate: shipment.plate ?? fleetStore.find(shipment.fleetId ?? 0)?.plate ?? '',
          quantities: quantitiesPerUnit(
            entry.lines.map((line) => ({ unit: itemStore.find(order.lines.find((stored) => stored.id === line.deliveryOrderLineId)?.itemId ?? 0)?.unit ?? '', quantity: line.quantity })),
          ),
          allocatedAt: entry.allocatedAt,
          completedAt: shipment.completedAt,
          cancelledAt: shipment.cancelledAt ?? null,
          receiptState: receiptStateOf(receiptView(entry, order)),
        },
      ];
    }),
    cancelledAt: order.cancelledAt,
    completedAt: order.completedAt,
    createdBy: userRef(order.createdById),
  };
}

/**
 * The receivers' links the prints made (the server's receipt_links), by token: the mock keeps the
 * token itself where the server keeps its hash.
 */
export interface StoredReceiptLink {
  readonly shipmentId: number;
  readonly deliveryOrderId: number;
  readonly fingerprint: string;
  readonly printedAt: string;
}
export const receiptLinkStore = new Map<string, StoredReceiptLink>();

let receiptTokensMade = 0;

/** A new link's token: 22 base64url characters (128 bits), as the server makes it, from the mock's sequence (db/sequence.ts). */
export function newReceiptToken(): string {
  receiptTokensMade += 1;
  return sequenceText(receiptTokensMade, 22, BASE64URL_ALPHABET);
}

/** A note's receipt as the shipment's detail shows it (its lines in the note's order); null until received. */
export function receiptView(entry: StoredAllocation, order: StoredOrder): Receipt | null {
  const receipt = entry.receipt;
  if (!receipt) return null;
  return {
    receiverName: receipt.receiverName,
    receivedAt: receipt.receivedAt,
    note: receipt.note,
    source: receipt.source,
    enteredBy: userRef(receipt.enteredById),
    enteredAt: receipt.enteredAt,
    signature: receipt.signature !== null,
    photo: receipt.photo !== null,
    lines: [...entry.lines]
      .sort((a, b) => a.deliveryOrderLineId - b.deliveryOrderLineId)
      .map((line) => {
        const item = itemStore.find(order.lines.find((stored) => stored.id === line.deliveryOrderLineId)?.itemId ?? 0);
        return { deliveryOrderLineId: line.deliveryOrderLineId, itemName: item?.name ?? '', unit: item?.unit ?? '', shipped: line.quantity, received: heldOf(line), reason: line.reason ?? null };
      }),
  };
}

/**
 * Stores a note's receipt: the header, and per line of the note what arrived (a line `arrived`
 * leaves out arrived in full) and why less; the shipment's version moves on. The caller recomputes
 * the DO's status and writes the change log.
 */
export function storeReceipt(shipment: StoredShipment, entry: StoredAllocation, receipt: StoredReceipt, arrived: ReadonlyMap<number, { received: number; reason: ReceiptReason | null }>) {
  entry.receipt = receipt;
  entry.lines = entry.lines.map((line) => ({ ...line, received: arrived.get(line.deliveryOrderLineId)?.received ?? line.quantity, reason: arrived.get(line.deliveryOrderLineId)?.reason ?? null }));
  Object.assign(shipment, { version: shipment.version + 1, updatedAt: receipt.enteredAt });
}

export function shipmentView(shipment: StoredShipment): Shipment {
  const fleet = shipment.fleetId === null ? undefined : fleetStore.find(shipment.fleetId);
  const deliveryOrders = shipment.deliveryOrders.map((entry) => {
    const order = deliveryOrderStore.find(entry.deliveryOrderId)!;
    const receipt = receiptView(entry, order);
    return {
      deliveryOrderId: order.id,
      number: deliveryOrderNumber(order.id),
      customerId: order.customerId,
      customerName: customerStore.find(order.customerId)?.name ?? '',
      status: order.status,
      destinationType: entry.destinationType,
      address: entry.address,
      lines: [...entry.lines]
        .sort((a, b) => a.deliveryOrderLineId - b.deliveryOrderLineId)
        .map((line) => {
          const stored = order.lines.find((candidate) => candidate.id === line.deliveryOrderLineId)!;
          const item = itemStore.find(stored.itemId);
          return {
            deliveryOrderLineId: line.deliveryOrderLineId,
            itemId: stored.itemId,
            itemName: item?.name ?? '',
            itemCode: item?.code ?? null,
            unit: item?.unit ?? '',
            weightKg: item?.weightKg ?? null,
            quantity: line.quantity,
            ordered: stored.quantity,
            available: stored.quantity - lineTotals(stored.id, shipment.id).allocated - (stored.writtenOff ?? 0),
            remaining: stored.quantity - allocatedBefore(stored.id, shipment.id) - line.quantity,
          };
        }),
      receipt,
      receiptState: receiptStateOf(receipt),
    };
  });
  const lines = deliveryOrders.flatMap((order) => order.lines);
  const plate = shipment.plate ?? fleet?.plate ?? '';
  const printed = shipment.print;
  return {
    id: shipment.id,
    version: shipment.version,
    createdAt: shipment.createdAt,
    updatedAt: shipment.updatedAt,
    number: shipmentNumber(shipment.id),
    mode: shipment.mode,
    fleetId: shipment.fleetId,
    fleetModel: fleet?.model ?? null,
    fleetCapacityKg: fleet?.capacityKg ?? null,
    plate,
    driverName: shipment.driverName,
    notes: shipment.notes,
    status: shipment.status,
    completedAt: shipment.completedAt,
    cancelledAt: shipment.cancelledAt ?? null,
    cancelReason: shipment.cancelReason ?? null,
    proof: shipment.proof && { ...shipment.proof, uploadedBy: userRef(shipment.proof.uploadedById) },
    deliveryOrders,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    loadKg: lines.every((line) => line.weightKg !== null) ? lines.reduce((sum, line) => sum + Math.round(line.weightKg! * 1000) * line.quantity, 0) / 1000 : null,
    createdBy: userRef(shipment.createdById),
    print: {
      count: printed?.count ?? 0,
      lastPrintedAt: printed?.printedAt ?? null,
      lastPrintedBy: printed ? userRef(printed.printedById) : null,
      changedSincePrint:
        printed !== undefined &&
        printed.fingerprint !== printFingerprint({ mode: shipment.mode, plate, fleetModel: fleet?.model ?? null, driverName: shipment.driverName, notes: shipment.notes, deliveryOrders }),
    },
  };
}

/** Seeds both tables (after the master data) with their statuses derived, as the server's demo step. */
export function resetDelivery() {
  deliveryOrderStore.reset();
  shipmentStore.reset();
  receiptLinkStore.clear();
  receiptTokensMade = 0;
  recomputeStatuses(deliveryOrderStore.rows.map((order) => order.id));
}

/**
 * A DO's lines after an edit: a cancelled shipment's record of a removed line goes with it, as the
 * server deletes it (only a cancelled shipment can still name a removed line).
 */
export function dropRemovedLines(order: StoredOrder) {
  const kept = new Set(order.lines.map((line) => line.id));
  for (const shipment of shipmentStore.rows) {
    if (shipment.status !== 'BATAL') continue;
    for (const entry of shipment.deliveryOrders) {
      if (entry.deliveryOrderId === order.id) entry.lines = entry.lines.filter((line) => kept.has(line.deliveryOrderLineId));
    }
  }
}
