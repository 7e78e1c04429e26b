import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';

/**
 * The daily rollup of outgoing quantities (0007, decision 200) counts days in the business time
 * zone it was built for, kept in server_settings. When LAJU_TIME_ZONE names another zone, the
 * start-up rebuilds it once, in one transaction that holds the setting's row (a second instance
 * starting at the same moment waits, then finds nothing to do). Every instance on one database
 * must use the same LAJU_TIME_ZONE.
 */
export async function syncOutgoingRollupZone(db: Db, timeZone: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<{ value: string }>(
      await tx.execute(sql`select value from server_settings where name = 'outgoing_rollup_time_zone' for update`),
    );
    if (row?.value === timeZone) return false;
    await tx.execute(sql`
      insert into server_settings (name, value) values ('outgoing_rollup_time_zone', ${timeZone})
      on conflict (name) do update set value = excluded.value`);
    await tx.execute(sql`select outgoing_rollup_rebuild()`);
    return true;
  });
}
