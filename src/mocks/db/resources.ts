import { DEMO_CUSTOMERS, DEMO_FLEETS, DEMO_ITEMS, demoCreatedAt } from '../../../contract/demo-data';
import type { Customer } from '../../../contract/customers';
import type { Fleet } from '../../../contract/fleets';
import type { Item } from '../../../contract/items';
import { mockToday } from './auth';

/**
 * The resource areas' in-memory tables (the mock kit): one store per area, seeded from
 * contract/demo-data.ts like the server's demo install, reset with the rest of the mock db.
 */
export interface MockStore<T extends { id: number }> {
  readonly rows: T[];
  find(id: number): T | undefined;
  nextId(): number;
  reset(): void;
}

export function createStore<T extends { id: number }>(seed: () => T[]): MockStore<T> {
  const rows: T[] = [];
  return {
    rows,
    find: (id) => rows.find((row) => row.id === id),
    nextId: () => rows.reduce((max, row) => Math.max(max, row.id), 0) + 1,
    reset: () => {
      rows.splice(0, rows.length, ...seed());
    },
  };
}


const seeded = <S, T>(demo: readonly S[], toRecord: (row: S, meta: { id: number; version: number; createdAt: string; updatedAt: string }) => T) =>
  demo.map((row, index) => {
    const at = demoCreatedAt(mockToday(), index, demo.length).toISOString();
    return toRecord(row, { id: index + 1, version: 1, createdAt: at, updatedAt: at });
  });

export const customerStore = createStore<Customer>(() => seeded(DEMO_CUSTOMERS, (row, meta) => ({ ...meta, ...row, active: true })));
export const itemStore = createStore<Item>(() => seeded(DEMO_ITEMS, (row, meta) => ({ ...meta, ...row, notes: '', active: true })));
export const fleetStore = createStore<Fleet>(() => seeded(DEMO_FLEETS, (row, meta) => ({ ...meta, ...row })));
