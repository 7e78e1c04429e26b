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
    const log = async (entity: string, created: { id: number; createdAt: Date }[], snapshot: (row: never) => Record<string, unknown>, rows: readonly object[]) => {
      await tx.insert(changeLogs).values(
        created.map((record, index) => ({
          entity,
          entityId: record.id,
          action: 'CREATE',
          actorId: admin?.id ?? null,
          before: null,
          after: snapshot(rows[index] as never),
          createdAt: record.createdAt,
        })),
      );
      ids.set(`${entity}s`, created.map((record) => record.id));
    };
    const customerRows = dated(DEMO_CUSTOMERS);
    await log('customer', await tx.insert(customers).values(customerRows).returning({ id: customers.id, createdAt: customers.createdAt }), customerSnapshot, customerRows);
    const itemRows = dated(DEMO_ITEMS).map((row) => ({ ...row, notes: '' }));
    await log('item', await tx.insert(items).values(itemRows).returning({ id: items.id, createdAt: items.createdAt }), itemSnapshot, itemRows);
    const fleetRows = dated(DEMO_FLEETS);
    await log('fleet', await tx.insert(fleets).values(fleetRows).returning({ id: fleets.id, createdAt: fleets.createdAt }), fleetSnapshot, fleetRows);
  },
};
