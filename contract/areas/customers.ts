import { declareArea } from '../area';

/** Customers (docs/product/data.md): who the business delivers to, with their default delivery address. */
export const CUSTOMERS = declareArea({
  key: 'customers',
  entity: 'customer',
  idPrefix: 'C',
  noun: 'Customer',
  archive: true,
  import: {
    fields: { name: 'text', phone: 'text', email: 'text', address: 'text', notes: 'text', active: 'status' },
    key: ['name'],
    example: { name: 'Toko Sinar Jaya', phone: '0812 3456 7890', email: 'sinar.jaya@contoh.id', address: 'Jl. Merdeka No. 10, Bandung', notes: '', active: 'Aktif' },
  },
  permissions: {
    list: { id: 'Melihat daftar kustomer', en: 'List customers' },
    read: { id: 'Melihat detail kustomer', en: 'View a customer' },
    create: { id: 'Menambah kustomer', en: 'Create customers' },
    update: { id: 'Mengubah kustomer', en: 'Edit customers' },
    logs: { id: 'Melihat log perubahan kustomer', en: 'Read the customer change log' },
  },
  list: {
    search: ['name', 'phone', 'email'],
    sort: ['name', 'createdAt', 'updatedAt'],
    defaultSort: 'name',
    filters: ['status'],
    unique: { name: { compare: 'lower', message: 'Customer name already in use' } },
    label: 'name',
    columns: { name: 'text', phone: 'text', email: 'text', address: 'text', active: 'code', createdAt: 'datetime', updatedAt: 'datetime' },
  },
});
