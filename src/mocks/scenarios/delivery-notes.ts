import { deliveryOrderStore, nextLineId, recomputeStatuses, shipmentStore, type StoredShipment } from '../db/delivery';
import { nextTime } from '../db/logs';
import { customerStore, itemStore } from '../db/resources';
import { addLongRecords } from './resources';

/** Stories only: shipments for the print screens, added to the mock db in a story's beforeEach. */
function addShipment(orders: { customerId: number; address: string; lines: { itemId: number; quantity: number; shipped: number }[] }[], vehicle: Partial<StoredShipment> = {}) {
  const now = nextTime();
  const allocations = orders.map((order) => {
    const id = deliveryOrderStore.nextId();
    const lines = order.lines.map((line) => ({ id: nextLineId(), itemId: line.itemId, quantity: line.quantity }));
    deliveryOrderStore.rows.push({
      id, version: 1, createdAt: now, updatedAt: now, customerId: order.customerId, address: order.address, notes: '', status: 'PENDING',
      cancelledAt: null, completedAt: null, createdById: 1, lines,
    });
    return {
      deliveryOrderId: id, destinationType: 'KANTOR' as const, address: order.address, allocatedAt: now,
      lines: lines.map((line, index) => ({ deliveryOrderLineId: line.id, quantity: order.lines[index]!.shipped })),
    };
  });
  const shipment: StoredShipment = {
    id: shipmentStore.nextId(), version: 1, createdAt: now, updatedAt: now, mode: 'ANTAR', fleetId: 1, plate: null, driverName: 'Dadang Suherman',
    notes: 'Bongkar di pintu belakang; hubungi satpam dulu.', status: 'PENDING', completedAt: null, createdById: 1, proof: null,
    deliveryOrders: allocations, ...vehicle,
  };
  shipmentStore.rows.push(shipment);
  recomputeStatuses(allocations.map((entry) => entry.deliveryOrderId));
  return shipment;
}

export const printScenarios = {
  /** A shipment of one DO with `count` lines (new items past the demo's 30): a note over several pages. */
  manyLines(count = 70) {
    const now = nextTime();
    const itemIds = Array.from({ length: count }, (_, index) => {
      const id = itemStore.nextId();
      itemStore.rows.push({ id, version: 1, createdAt: now, updatedAt: now, name: `Barang Uji ${String(index + 1).padStart(2, '0')}`, code: `UJI-${index + 1}`, unit: 'DUS', weightKg: null, notes: '', active: true });
      return id;
    });
    const customer = customerStore.find(1)!;
    return addShipment([{ customerId: 1, address: customer.address, lines: itemIds.map((itemId, index) => ({ itemId, quantity: 100 + index, shipped: 40 + index })) }]);
  },
  /** The longest customer name, item name and code and a 500-character address. */
  longTexts() {
    const { customer, item } = addLongRecords();
    return addShipment([{ customerId: customer.id, address: customer.address, lines: [{ itemId: item.id, quantity: 999_999, shipped: 123_456 }] }], {
      mode: 'JEMPUT', fleetId: null, plate: 'AB 1234 CDE', driverName: 'Raden Mas Bagus Hadiningrat Kusumawardhana Wiryodiningrat Sastro',
    });
  },
  /** A shipment that carries no DO yet. */
  empty() {
    const shipment = addShipment([]);
    return shipment;
  },
  /** The shipment was printed before (by the Spv's demo user), and maybe changed since. */
  printed(id: number, changed: boolean) {
    const shipment = shipmentStore.find(id)!;
    shipment.print = { count: 2, printedAt: '2026-11-24T03:15:00.000Z', printedById: 2, fingerprint: changed ? 'stale' : '' };
  },
};
