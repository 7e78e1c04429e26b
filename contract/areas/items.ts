import { declareArea } from '../area';

/** Items (docs/product/data.md): what is delivered, in its unit, with an optional code and weight. */
export const ITEMS = declareArea({
  key: 'items',
  entity: 'item',
  idPrefix: 'I',
  noun: 'Item',
  archive: true,
  import: {
    fields: { name: 'text', code: 'text', unit: 'text', weightKg: 'number', notes: 'text', active: 'status' },
    key: ['code', 'name'],
    example: { name: 'Beras Premium 5 kg', code: 'BRS-005', unit: 'KARUNG', weightKg: 5, notes: '', active: 'Aktif' },
  },
  permissions: {
    list: { id: 'Melihat daftar barang', en: 'List items' },
    read: { id: 'Melihat detail barang', en: 'View an item' },
    create: { id: 'Menambah barang', en: 'Create items' },
    update: { id: 'Mengubah barang', en: 'Edit items' },
    logs: { id: 'Melihat log perubahan barang', en: 'Read the item change log' },
  },
  list: {
    search: ['name', 'code'],
    sort: ['name', 'code', 'unit', 'createdAt', 'updatedAt'],
    defaultSort: 'name',
    filters: ['unit', 'status'],
    unique: {
      name: { compare: 'lower', message: 'Item name already in use' },
      code: { compare: 'lower', message: 'Item code already in use' },
    },
    label: 'name',
    columns: { name: 'text', code: 'text', unit: 'text', weightKg: 'number', active: 'code', createdAt: 'datetime', updatedAt: 'datetime' },
  },
});
