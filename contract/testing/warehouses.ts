import { z } from 'zod';
import { declareArea } from '../area';
import { areaListQuerySchema } from '../lists';
import { freeTextSchema, recordMetaShape, requiredNameSchema, versionShape } from '../resource';
import type { ResourceCase } from './resource-suite';

/**
 * A test-only area, "warehouses" (name, address, active), declared exactly as a real simple area
 * is (docs/adding-an-area.md): the server's and the mock's test fixtures build it from this
 * declaration and the shared resource suite runs against both. Nothing in the product imports it.
 */
export const WAREHOUSES = declareArea({
  key: 'warehouses',
  entity: 'warehouse',
  idPrefix: 'W',
  noun: 'Warehouse',
  permissions: {
    list: { id: 'Melihat daftar gudang', en: 'List warehouses' },
    read: { id: 'Melihat detail gudang', en: 'View a warehouse' },
    create: { id: 'Menambah gudang', en: 'Create warehouses' },
    update: { id: 'Mengubah gudang', en: 'Edit warehouses' },
    logs: { id: 'Melihat log perubahan gudang', en: 'Read the warehouse change log' },
  },
  list: {
    search: ['name', 'address'],
    sort: ['name', 'createdAt', 'updatedAt'],
    defaultSort: 'name',
    unique: { name: { compare: 'lower', message: 'Warehouse name already in use' } },
    label: 'name',
  },
});

export const warehouseSchema = z.object({ ...recordMetaShape, name: z.string(), address: z.string(), active: z.boolean() });
export type Warehouse = z.infer<typeof warehouseSchema>;

const fields = { name: requiredNameSchema(100), address: freeTextSchema(500), active: z.boolean() };
export const createWarehouseSchema = z.strictObject({ name: fields.name, address: fields.address.optional(), active: fields.active.optional() });
export const updateWarehouseSchema = z.strictObject({ ...versionShape, name: fields.name.optional(), address: fields.address.optional(), active: fields.active.optional() });
export const warehouseListQuerySchema = areaListQuerySchema(WAREHOUSES.list, {});
export const warehouseSnapshot = ({ name, address, active }: Warehouse) => ({ name, address, active });

/** The demo install's warehouses, on both sides. */
export const DEMO_WAREHOUSES = [
  { name: 'Gudang Utama', address: 'Jl. Industri 1, Bekasi' },
  { name: 'Gudang Timur', address: 'Jl. Raya Bogor 12, Jakarta' },
  { name: 'Gudang Barat', address: 'Jl. Daan Mogot 40, Tangerang' },
] as const;

export const WAREHOUSE_CASE: ResourceCase = {
  base: WAREHOUSES.api,
  entity: WAREHOUSES.changeEntity,
  valid: { name: '  Gudang   Uji ', address: 'Jl. Uji 1' },
  created: { name: 'Gudang Uji', address: 'Jl. Uji 1', active: true },
  other: { name: 'Gudang Lain' },
  uniqueField: 'name',
  sameAgain: 'GUDANG uji',
  edit: { active: false },
  label: (record) => record.name,
  textField: 'address',
  bad: [
    [{ name: '' }, { name: 'TOO_SHORT' }],
    [{ name: 'Gudang\u202Ebaru' }, { name: 'INVALID_CHARACTERS' }],
    [{ name: 'Gudang A', active: 'ya' }, { active: 'INVALID_TYPE' }],
    [{ name: 'Gudang A', extra: 1 }, { extra: 'UNKNOWN_FIELD' }],
  ],
  demoCount: DEMO_WAREHOUSES.length,
  accented: { body: { name: 'Gudang Kafé Señor' }, term: 'kafe senor' },
};
