import { declareArea } from '../area';

/** Fleets (docs/product/data.md): the vehicles by licence plate, active or not. */
export const FLEETS = declareArea({
  key: 'fleets',
  entity: 'fleet',
  idPrefix: 'F',
  noun: 'Fleet',
  archive: true,
  import: {
    fields: { plate: 'text', model: 'text', capacityKg: 'number', active: 'status' },
    key: ['plate'],
    example: { plate: 'D 1234 AB', model: 'Isuzu Elf', capacityKg: 2000, active: 'Aktif' },
  },
  permissions: {
    list: { id: 'Melihat daftar armada', en: 'List fleets' },
    read: { id: 'Melihat detail armada', en: 'View a fleet' },
    create: { id: 'Menambah armada', en: 'Create fleets' },
    update: { id: 'Mengubah armada', en: 'Edit fleets' },
    logs: { id: 'Melihat log perubahan armada', en: 'Read the fleet change log' },
  },
  list: {
    search: ['plate', 'model'],
    sort: ['plate', 'model', 'capacityKg', 'createdAt', 'updatedAt'],
    defaultSort: 'plate',
    filters: ['status'],
    unique: { plate: { compare: 'exact', message: 'Licence plate already in use' } },
    label: 'plate',
    columns: { plate: 'text', model: 'text', capacityKg: 'number', active: 'code', createdAt: 'datetime', updatedAt: 'datetime' },
  },
});
