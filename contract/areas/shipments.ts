import { declareArea } from '../area';

/** Shipments (docs/product/data.md, business-rules.md): a trip carrying DO lines, completed by its proof photo. */
export const SHIPMENTS = declareArea({
  key: 'shipments',
  entity: 'shipment',
  idPrefix: 'S',
  noun: 'Shipment',
  changes: ['CREATE', 'UPDATE', 'CANCEL'],
  permissions: {
    list: { id: 'Melihat daftar pengiriman', en: 'List shipments' },
    read: { id: 'Melihat detail pengiriman', en: 'View a shipment' },
    create: { id: 'Menambah pengiriman', en: 'Create shipments' },
    update: { id: 'Mengubah pengiriman', en: 'Edit shipments' },
    uploadProof: { name: 'upload-shipment-image', id: 'Mengunggah foto bukti muat', en: 'Upload proof-of-loading photos' },
    showProof: { name: 'show-shipment-image', id: 'Melihat foto bukti muat', en: 'View proof-of-loading photos' },
    receive: { name: 'receive-shipment', id: 'Mencatat penerimaan barang oleh kustomer', en: 'Record what the customer received' },
    logs: { id: 'Melihat log perubahan pengiriman', en: 'Read the shipment change log' },
  },
  list: {
    search: ['number', 'plate', 'driverName'],
    sort: ['createdAt', 'number', 'completedAt', 'updatedAt'],
    defaultSort: '-createdAt',
    filters: ['mode', 'status', 'plate', 'deliveryOrderId', 'customerId', 'ids', 'startDate', 'endDate'],
    label: 'number',
    columns: {
      number: 'text',
      mode: 'code',
      plate: 'text',
      driverName: 'text',
      deliveryOrders: { join: 'number' },
      status: 'code',
      createdAt: 'datetime',
      completedAt: 'datetime',
    },
    references: { deliveryOrderId: 'deliveryOrders', customerId: 'customers' },
  },
});
