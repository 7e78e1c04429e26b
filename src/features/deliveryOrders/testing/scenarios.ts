import type { Item } from '../../../../contract/items';
import { deliveryOrderStore, nextLineId, type StoredOrder } from '../../../mocks/db/delivery';
import { nextTime, recordChange } from '../../../mocks/db/logs';
import { itemStore } from '../../../mocks/db/resources';

/** Stories only: a PENDING DO of Toko Sinar Jaya (customer 1) with 40 lines, one item each (40 new items). */
export function addFortyLineOrder(): StoredOrder {
  const now = nextTime();
  const meta = { version: 1, createdAt: now, updatedAt: now };
  const items = Array.from({ length: 40 }, (_, index): Item => {
    const item: Item = { ...meta, id: itemStore.nextId(), name: `Barang Uji Nomor ${String(index + 1).padStart(2, '0')}`, code: `UJI-${index + 1}`, unit: 'KARTON', weightKg: 1.5, notes: '' };
    itemStore.rows.push(item);
    return item;
  });
  const order: StoredOrder = {
    ...meta,
    id: deliveryOrderStore.nextId(),
    customerId: 1,
    address: 'Jl. Merdeka 1, Bandung',
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
}
