import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Activity, ActivityType } from '../../contract/me';
import type { Queryable } from '../db/client';
import { activityLogs } from '../db/schema';
import type { ClientInfo } from './context';

export async function writeActivity(
  db: Queryable,
  entry: { type: ActivityType; userId: number | null; username: string | null; client: ClientInfo },
): Promise<void> {
  await db.insert(activityLogs).values({
    type: entry.type,
    userId: entry.userId,
    username: entry.username?.slice(0, 100) ?? null,
    ip: entry.client.ip.slice(0, 100),
    userAgent: entry.client.userAgent?.slice(0, 512) ?? null,
  });
}

const toActivity = (row: typeof activityLogs.$inferSelect): Activity => ({
  id: row.id,
  type: row.type as ActivityType,
  userId: row.userId,
  username: row.username,
  ip: row.ip,
  userAgent: row.userAgent,
  createdAt: row.createdAt.toISOString(),
});

/** A user's own activity: their rows plus failed sign-ins typed with their username. */
export async function listOwnActivities(
  db: Queryable,
  user: { id: number; username: string },
  page: { page: number; size: number },
) {
  const where = or(
    eq(activityLogs.userId, user.id),
    and(
      eq(activityLogs.type, 'SIGN_IN_FAILURE'),
      sql`lower(${activityLogs.username}) = lower(${user.username})`,
    ),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(activityLogs)
      .where(where)
      .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
      .limit(page.size)
      .offset((page.page - 1) * page.size),
    db.select({ value: count() }).from(activityLogs).where(where),
  ]);
  const totalItems = Number(total?.value ?? 0);
  return {
    data: rows.map(toActivity),
    paging: { page: page.page, size: page.size, totalItems, totalPages: Math.ceil(totalItems / page.size) },
  };
}
