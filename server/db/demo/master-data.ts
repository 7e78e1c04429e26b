import { eq } from 'drizzle-orm';
import { customerSnapshot } from '../../../contract/customers';
import { DEMO_CUSTOMERS, DEMO_FLEETS, DEMO_ITEMS, demoCreatedAt } from '../../../contract/demo-data';
import { fleetSnapshot } from '../../../contract/fleets';
import { itemSnapshot } from '../../../contract/items';
import { changeLogs, customers, fleets, items, users } from '../schema';
import type { DemoContext, DemoStep } from './index';

/**
 * The demo master data (docs/product/running.md; contract/demo-data.ts, shared with the mock API),
 * created by admin over the 90 days before "today", each with its CREATE change-log row as if made
 * on the screens.
 */
export const masterDataStep: DemoStep = {
  name: 'master data (customers, items, fleets)',
  async run({ tx, today, ids }: DemoContext) {
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const dated = <T>(rows: readonly T[]) =>
      rows.map((row, index) => {
        const at = demoCreatedAt(today, index, rows.length);
        return { ...row, createdAt: at, updatedAt: at };
      });
    // Each creation row is the snapshot of the row as stored (the table's defaults included, such as
    // the active flag), as the screens' saves record it.
    const log = async <Row extends { id: number; createdAt: Date }>(entity: string, created: Row[], snapshot: (row: Row) => Record<string, unknown>) => {
      await tx.insert(changeLogs).values(
        created.map((record) => ({
          entity,
          entityId: record.id,
          action: 'CREATE',
          actorId: admin?.id ?? null,
          before: null,
          after: snapshot(record),
          createdAt: record.createdAt,
        })),
      );
      ids.set(`${entity}s`, created.map((record) => record.id));
    };
    await log('customer', await tx.insert(customers).values(dated(DEMO_CUSTOMERS)).returning(), customerSnapshot);
    await log('item', await tx.insert(items).values(dated(DEMO_ITEMS).map((row) => ({ ...row, notes: '' }))).returning(), itemSnapshot);
    await log('fleet', await tx.insert(fleets).values(dated(DEMO_FLEETS)).returning(), fleetSnapshot);
  },
};
