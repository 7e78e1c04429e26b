import { declareArea } from '../area';

/** Lines a DO may hold: its form's limit and its import's. */
export const DELIVERY_ORDER_LINES_MAX = 100;

/** Delivery orders (docs/product/data.md, business-rules.md): a customer's order lines, shipped in parts. */
export const DELIVERY_ORDERS = declareArea({
  key: 'deliveryOrders',
  entity: 'deliveryOrder',
  idPrefix: 'DO',
  noun: 'Delivery order',
  changes: ['CREATE', 'UPDATE', 'CANCEL'],
  // One row per line: the rows sharing a reference are one new DO (docs/decisions/336-delivery-order-import.md).
  import: {
    fields: { reference: 'text', customer: 'text', address: 'text', notes: 'text', item: 'text', quantity: 'number' },
    key: ['reference'],
    example: { reference: 'PO-2026-001', customer: 'Toko Sinar Jaya', address: '', notes: '', item: 'BRS-005', quantity: 20 },
    modes: ['add'],
    group: { by: 'reference', lines: ['item', 'quantity'], as: 'lines', max: DELIVERY_ORDER_LINES_MAX },
    references: { customer: { area: 'customers', by: ['name'], as: 'customerId' }, item: { area: 'items', by: ['code', 'name'], as: 'itemId' } },
  },
  permissions: {
    list: { id: 'Melihat daftar DO', en: 'List delivery orders' },
    read: { id: 'Melihat detail DO', en: 'View a delivery order' },
    create: { id: 'Menambah DO', en: 'Create delivery orders' },
    update: { id: 'Mengubah DO', en: 'Edit delivery orders' },
    cancel: { name: 'cancel-delivery-order', id: 'Membatalkan DO', en: 'Cancel delivery orders' },
    logs: { id: 'Melihat log perubahan DO', en: 'Read the delivery order change log' },
  },
  list: {
    search: ['number', 'address', 'customer'],
    sort: ['createdAt', 'number', 'customer', 'status', 'updatedAt'],
    defaultSort: '-createdAt',
    filters: ['status', 'customerId', 'itemId', 'startDate', 'endDate'],
    label: 'number',
    columns: { number: 'text', customerName: 'text', address: 'text', lines: 'count', status: 'code', createdAt: 'datetime', updatedAt: 'datetime', completedAt: 'datetime', cancelledAt: 'datetime' },
    references: { customerId: 'customers', itemId: 'items' },
    bulk: ['cancel'],
  },
});
