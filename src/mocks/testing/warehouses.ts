import { DEMO_WAREHOUSES, WAREHOUSES, createWarehouseSchema, updateWarehouseSchema, warehouseListQuerySchema, warehouseSnapshot, type Warehouse } from '../../../contract/testing/warehouses';
import { createStore } from '../db/resources';
import { mockResource } from '../handlers/resource';

/**
 * The test-only area's mock, written as a real simple area's src/mocks/areas/<area>.ts is
 * (docs/adding-an-area.md); it lives here so the app's mock never serves it.
 */
const at = new Date('2026-01-05T03:00:00.000Z').toISOString();
export const warehouses = mockResource<Warehouse>({
  declaration: WAREHOUSES,
  store: createStore(() => DEMO_WAREHOUSES.map((row, index) => ({ ...row, active: true, id: index + 1, version: 1, createdAt: at, updatedAt: at }))),
  schemas: { listQuery: warehouseListQuerySchema, create: createWarehouseSchema, update: updateWarehouseSchema },
  snapshot: warehouseSnapshot,
  defaults: { address: '', active: true },
});
