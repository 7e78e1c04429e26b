/**
 * Durability under kill -9: a burst of acknowledged writes (POST /api/roles,
 * which writes the role and its change-log row in one transaction) with `kill -9` of the server
 * once half of them are acknowledged, a restart on the same data, the rest of the burst, then a
 * check on the data: every acknowledged write is there, and no role lacks its change-log row or
 * the reverse. Used by server/test (one light round per engine) and bench/server-durability.mjs
 * (5 rounds of 1,000 per engine):
 *
 *   node --import tsx server/bench/durability.ts [rounds] [writes]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, rowsOf } from '../db/client';
import { sql } from 'drizzle-orm';
import { apiOf, startServer, stopServer, type ServerProcess } from '../test/server-process';

export interface Target {
  readonly engine: 'pglite' | 'postgres';
  /** PGlite: the data dir; PostgreSQL: a data dir for nothing but the lock-free start. */
  readonly dataDir: string;
  readonly databaseUrl?: string;
  readonly adminPassword: string;
}

export interface RoundResult {
  readonly acknowledged: number;
  /** Acknowledged by the server that was killed. */
  readonly acknowledgedBeforeKill: number;
  readonly lost: number;
  /** Roles without their CREATE change-log row, plus CREATE rows without their role. */
  readonly halfDone: number;
  /** kill -9 to the restarted server's banner. */
  readonly restartMs: number;
  /** The restarted server stopped with exit code 0. */
  readonly cleanStop: boolean;
}

const envOf = (target: Target): NodeJS.ProcessEnv => ({
  LAJU_DATA_DIR: target.dataDir,
  LAJU_ADMIN_PASSWORD: target.adminPassword,
  ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
});

/** Starts the server on the target (the first start creates and seeds it). */
export const startOn = (target: Target) => startServer(envOf(target), 120_000);

async function signIn(server: ServerProcess, password: string): Promise<string> {
  const response = await apiOf(server.baseUrl)('POST', '/api/auth/login', { body: { username: 'admin', password } });
  if (response.status !== 200 || !response.body.data?.accessToken) throw new Error(`login: ${response.status}`);
  return response.body.data.accessToken;
}

/**
 * Writes with `concurrency` parallel requests until `until` returns true; returns the names
 * acknowledged (201). Requests that fail (the server was killed) are not acknowledged.
 */
async function burst(server: ServerProcess, token: string, names: () => string, acknowledged: string[], until: () => boolean, concurrency: number) {
  const api = apiOf(server.baseUrl);
  let stop = false;
  const worker = async () => {
    while (!stop && !until()) {
      const name = names();
      try {
        const response = await api('POST', '/api/roles', { token, body: { name } });
        if (response.status === 201) acknowledged.push(name);
        else throw new Error(`POST /api/roles: ${response.status} ${JSON.stringify(response.body)}`);
      } catch (error) {
        if (server.child.exitCode !== null || server.child.signalCode !== null) return;
        stop = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

async function check(target: Target, prefix: string, acknowledged: readonly string[]): Promise<{ lost: number; halfDone: number }> {
  const like = `${prefix}%`;
  const queries = {
    present: `select name from roles where name like $1`,
    withoutLog: `select count(*)::int as n from roles r where r.name like $1 and not exists (
      select 1 from change_logs c where c.entity = 'role' and c.entity_id = r.id and c.action = 'CREATE')`,
    withoutRole: `select count(*)::int as n from change_logs c where c.entity = 'role' and c.action = 'CREATE'
      and c.after->>'name' like $1 and not exists (select 1 from roles r where r.id = c.entity_id)`,
  };
  let present: Set<string>;
  let halfDone: number;
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      present = new Set((await client.query<{ name: string }>(queries.present, [like])).rows.map((row) => row.name));
      halfDone =
        (await client.query<{ n: number }>(queries.withoutLog, [like])).rows[0]!.n +
        (await client.query<{ n: number }>(queries.withoutRole, [like])).rows[0]!.n;
    } finally {
      await client.end();
    }
  } else {
    const database = await openDatabase({ dataDir: path.join(target.dataDir, 'pgdata') });
    try {
      const run = async (text: string) => rowsOf<{ name: string; n: number }>(await database.db.execute(sql.raw(text.replace('$1', `'${like}'`))));
      present = new Set((await run(queries.present)).map((row) => row.name));
      halfDone = (await run(queries.withoutLog))[0]!.n + (await run(queries.withoutRole))[0]!.n;
    } finally {
      await database.close();
    }
  }
  return { lost: acknowledged.filter((name) => !present.has(name)).length, halfDone };
}

/** One round on a target that has been started once already (or is a copy of a seeded one). */
export async function durabilityRound(target: Target, options: { label: string; writes: number; concurrency?: number }): Promise<RoundResult> {
  const prefix = `dur-${options.label}-`;
  const concurrency = options.concurrency ?? 8;
  let next = 0;
  const names = () => `${prefix}${String((next += 1)).padStart(5, '0')}`;
  const acknowledged: string[] = [];

  const first = await startOn(target);
  await burst(first, await signIn(first, target.adminPassword), names, acknowledged, () => acknowledged.length >= options.writes / 2, concurrency);
  const killedAt = Date.now();
  first.child.kill('SIGKILL');
  await first.exited;
  const acknowledgedBeforeKill = acknowledged.length;

  const second = await startOn(target);
  const restartMs = Date.now() - killedAt;
  await burst(second, await signIn(second, target.adminPassword), names, acknowledged, () => acknowledged.length >= options.writes, concurrency);
  const cleanStop = (await stopServer(second)) === 0;
  const { lost, halfDone } = await check(target, prefix, acknowledged);
  return { acknowledged: acknowledged.length, acknowledgedBeforeKill, lost, halfDone, restartMs, cleanStop };
}

const isEntry = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isEntry) {
  const rounds = Number(process.argv[2] ?? 5);
  const writes = Number(process.argv[3] ?? 1000);
  const password = 'Bench-Sandi-2025!';
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laju-durability-'));
  const adminUrl = process.env.LAJU_BENCH_DATABASE_URL ?? process.env.LAJU_TEST_DATABASE_URL;
  const dbName = `laju_bench_dur_${process.pid}`;
  let failed = 0;
  try {
    const targets: Target[] = [{ engine: 'pglite', dataDir: path.join(root, 'pglite'), adminPassword: password }];
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${dbName}`;
      targets.push({ engine: 'postgres', dataDir: path.join(root, 'postgres'), databaseUrl: url.toString(), adminPassword: password });
    } else {
      console.log('durability: PostgreSQL skipped (set LAJU_BENCH_DATABASE_URL or LAJU_TEST_DATABASE_URL)');
    }
    for (const target of targets) {
      await stopServer(await startOn(target));
      let lost = 0;
      let halfDone = 0;
      let unclean = 0;
      const restarts: number[] = [];
      for (let round = 1; round <= rounds; round += 1) {
        const result = await durabilityRound(target, { label: `r${round}`, writes });
        lost += result.lost;
        halfDone += result.halfDone;
        unclean += result.cleanStop ? 0 : 1;
        restarts.push(result.restartMs);
        console.log(
          `durability ${target.engine} round ${round}: ${result.acknowledged} acknowledged (${result.acknowledgedBeforeKill} before kill -9), ${result.lost} lost, ${result.halfDone} half-done, restart ${result.restartMs} ms, clean stop ${result.cleanStop ? 'yes' : 'NO'}`,
        );
      }
      const ok = lost === 0 && halfDone === 0 && unclean === 0;
      if (!ok) failed += 1;
      console.log(
        `durability ${target.engine}: ${rounds} kill -9 rounds, ${lost} acknowledged writes lost, ${halfDone} half-done, ${unclean} unclean restarts, restart max ${Math.max(...restarts)} ms; budget 0 lost -> ${ok ? 'PASS' : 'FAIL'}`,
      );
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    }
  }
  process.exitCode = failed ? 1 : 0;
}
