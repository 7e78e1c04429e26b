import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Paging } from '../../contract/api';
import type { ListExportDetails } from '../../contract/list-export';
import type { Activity, ActivityType } from '../../contract/me';
import type { activityListQuerySchema } from '../../contract/users';
import { rowsOf, type Queryable } from '../db/client';
import { activityLogs } from '../db/schema';
import { withApiTokens } from './api-tokens';
import type { ClientInfo, ServiceContext } from './context';
import { dayRange, offsetOf, pagingOf } from './lists';

export async function writeActivity(
  db: Queryable,
  entry: { type: ActivityType; userId: number | null; username: string | null; client: ClientInfo; details?: ListExportDetails },
): Promise<void> {
  await db.insert(activityLogs).values({
    type: entry.type,
    details: entry.details ?? null,
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
  details: (row.details as Activity['details']) ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A user's own activity: their rows plus failed sign-ins typed with their username, which show
 * the username as the account spells it (older rows kept the case that was typed).
 */
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
    data: await withApiTokens(db, rows.map((row) => ({ ...toActivity(row), ...(row.type === 'SIGN_IN_FAILURE' ? { username: user.username } : {}) }))),
    paging: { page: page.page, size: page.size, totalItems, totalPages: Math.ceil(totalItems / page.size) },
  };
}

interface ActivityRow {
  id: number;
  type: ActivityType;
  user_id: number | null;
  username: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: string | Date;
}

/**
 * `GET /api/users/activities`: everyone's activity, newest first. A user filter also matches
 * failed sign-ins typed with that user's username (they never carry a user id).
 *
 * A failed sign-in shows the name of the account it named, or no name (decision 295): sign-ins
 * now store it so, and rows stored before kept whatever was typed, which may be a password typed
 * into the username field. Those are masked here, on reading, for every reader of the log.
 */
export async function listActivities(
  ctx: ServiceContext,
  query: z.output<typeof activityListQuerySchema>,
): Promise<{ data: Activity[]; paging: Paging }> {
  const db = ctx.database.db;
  const { from, to } = dayRange(query, ctx.config.timeZone);
  const where = and(
    query.userId !== undefined
      ? sql`(a.user_id = ${query.userId} or (a.type = 'SIGN_IN_FAILURE'
          and lower(a.username) = (select lower(username) from users where id = ${query.userId})))`
      : undefined,
    query.type !== undefined ? sql`a.type = ${query.type}` : undefined,
    from ? sql`a.created_at >= ${from.toISOString()}::timestamptz` : undefined,
    to ? sql`a.created_at < ${to.toISOString()}::timestamptz` : undefined,
  );
  const filter = where ? sql`where ${where}` : sql``;
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      select a.id, a.type, a.user_id,
        case when a.type = 'SIGN_IN_FAILURE' and a.user_id is null
          then (select f.username from users f where lower(f.username) = lower(a.username))
          -- A reset names the administrator who did it (contract/me.ts).
          when a.type = 'SECOND_FACTOR_RESET' then a.username
          else coalesce(u.username, a.username) end as username,
        a.ip, a.user_agent, a.created_at
      from activity_logs a left join users u on u.id = a.user_id
      ${filter}
      order by a.created_at desc, a.id desc
      limit ${query.size} offset ${offsetOf(query)}`),
    db.execute(sql`select count(*)::int as total from activity_logs a ${filter}`),
  ]);
  const total = Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0);
  return {
    data: await withApiTokens(db, rowsOf<ActivityRow>(rows).map((row) => ({
      id: Number(row.id),
      type: row.type,
      userId: row.user_id === null ? null : Number(row.user_id),
      username: row.username,
      ip: row.ip,
      userAgent: row.user_agent,
      createdAt: new Date(row.created_at).toISOString(),
    }))),
    paging: pagingOf(query, total),
  };
}
