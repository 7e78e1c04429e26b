import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { apiOf, startServer, type ServerProcess } from '../server-process';
import { startReceiver } from '../webhook-receiver';
import { WEBHOOK_EVENTS } from '../../../contract/webhooks-values';

/**
 * Two LAJU instances on one PostgreSQL delivering webhooks to one receiver on 127.0.0.1, for the
 * two-instance test (webhooks-instances.test.ts) and the bench (bench/webhooks.mjs): backlogs
 * written through the outbox's own function, `kill -9` of an instance mid-drain, and the count of
 * what the receiver got (lost, and sent twice).
 */
export interface Fleet {
  readonly instances: ServerProcess[];
  readonly receiver: Awaited<ReturnType<typeof startReceiver>>;
  readonly token: string;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  /** kill -9 of instance `index`, and a new one started in its place. */
  killAndRestart(index: number): Promise<void>;
  close(): Promise<void>;
}

export const EVERY_EVENT = [...WEBHOOK_EVENTS];

export async function startFleet(databaseUrl: string, adminPassword: string, count = 2): Promise<Fleet> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laju-webhooks-'));
  const receiver = await startReceiver();
  const env = (index: number) => ({
    DATABASE_URL: databaseUrl,
    LAJU_DATA_DIR: path.join(root, String(index)),
    LAJU_LOG_LEVEL: 'error',
    LAJU_ADMIN_PASSWORD: adminPassword,
    // An empty database (the bench's) gets the demo customers and items; a test's copy has them.
    LAJU_DEMO: '1',
    LAJU_WEBHOOK_ALLOW: '127.0.0.1',
    // A short timeout: a dead instance's claims return after its lease (twice this, and 5 s).
    LAJU_WEBHOOK_TIMEOUT_SECONDS: '2',
  });
  // The first migrates and seeds an empty database; the others find it done.
  const instances = [await startServer(env(0))];
  for (let index = 1; index < count; index += 1) instances.push(await startServer(env(index)));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const signedIn = await apiOf(instances[0]!.baseUrl)('POST', '/api/auth/login', { body: { username: 'admin', password: adminPassword } });
  if (signedIn.status !== 200) throw new Error(`sign-in: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
  const token = signedIn.body.data!.accessToken!;
  return {
    instances,
    receiver,
    token,
    query: async <Row>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as Row[],
    killAndRestart: async (index) => {
      const victim = instances[index]!;
      victim.child.kill('SIGKILL');
      await victim.exited;
      instances[index] = await startServer(env(index));
    },
    close: async () => {
      for (const instance of instances) instance.child.kill('SIGKILL');
      await Promise.all(instances.map((instance) => instance.exited));
      await pool.end();
      await receiver.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A subscription to every event at the receiver's `path`. */
export async function subscribe(fleet: Fleet, pathName: string): Promise<{ id: number; secret: string }> {
  const answer = await fetch(`${fleet.instances[0]!.baseUrl}/api/webhooks`, {
    method: 'POST',
    headers: { authorization: `Bearer ${fleet.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Uji ${pathName}`, url: fleet.receiver.url(pathName), events: EVERY_EVENT }),
  });
  const body = (await answer.json()) as { data: { id: number }; secret: string };
  if (answer.status !== 201) throw new Error(`subscribe: ${answer.status} ${JSON.stringify(body)}`);
  return { id: body.data.id, secret: body.secret };
}

/**
 * `count` events in one transaction through the outbox's writer (migration 0022), over `records`
 * records (several events each, so the order per record is in play); the commit's time.
 */
export async function writeBacklog(fleet: Fleet, count: number, records: number, firstRecord: number): Promise<{ committedAt: number; eventIds: number[] }> {
  const [before] = await fleet.query<{ id: string }>('select coalesce(max(id), 0) as id from webhook_events');
  await fleet.query(
    `select count(webhook_record_event('delivery-order.updated', 'delivery-order', r, 'DO-' || lpad(r::text, 6, '0'), jsonb_build_object('n', g)))
     from generate_series(1, $1::int) g, lateral (select $3::int + g % $2::int as r) record`,
    [count, records, firstRecord],
  );
  const committedAt = Date.now();
  const rows = await fleet.query<{ id: string }>('select id from webhook_events where id > $1 order by id', [before!.id]);
  return { committedAt, eventIds: rows.map((row) => Number(row.id)) };
}

/** What the receiver got at `path` for these events: how many never came, and how many came more than once. */
export function tally(fleet: Fleet, pathName: string, eventIds: readonly number[]) {
  const wanted = new Set(eventIds);
  const seen = new Map<number, number>();
  for (const post of fleet.receiver.received) {
    const id = post.eventId;
    if (post.path === pathName && id !== null && wanted.has(id)) seen.set(id, (seen.get(id) ?? 0) + 1);
  }
  let twice = 0;
  for (const times of seen.values()) twice += times - 1;
  return { received: seen.size, lost: wanted.size - seen.size, twice };
}

export const waitUntil = async (check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
};
