import { deliveryScenarios } from '../../../mocks/scenarios/delivery';
import { shipmentStore, recomputeStatuses } from '../../../mocks/db/delivery';
import { nextTime } from '../../../mocks/db/logs';

/**
 * Stories only: a PENDING outside-vehicle shipment carrying twelve DOs of five lines each (the
 * longest customer and item names the API allows), each line taking a part; its id.
 */
export function longShipment(count = 12): number {
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
}
