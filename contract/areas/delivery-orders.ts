import { declareArea } from '../area';

/** Delivery orders (docs/product/data.md, business-rules.md): a customer's order lines, shipped in parts. */
export const DELIVERY_ORDERS = declareArea({
  key: 'deliveryOrders',
  entity: 'deliveryOrder',
  idPrefix: 'DO',
  noun: 'Delivery order',
  changes: ['CREATE', 'UPDATE', 'CANCEL'],
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
