import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { durabilityRound } from '../../bench/durability';
import { killAll } from '../server-process';
import { TEST_PASSWORD } from '../template';
import { freshDatabase, type FreshDatabase } from './fresh-database';

/**
 * Durability on PostgreSQL, one light round of 100 writes (bench/server-durability.mjs runs heavier ones):
 * kill -9 in the middle of acknowledged writes, restart on the same database.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laju-durable-pg-'));
let database: FreshDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  killAll();
  await database?.drop();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('durability on PostgreSQL', () => {
  it('keeps every acknowledged write, each with its change-log row, across kill -9, and restarts cleanly', async () => {
    const result = await durabilityRound(
      { engine: 'postgres', dataDir: root, databaseUrl: database.url, adminPassword: TEST_PASSWORD },
      { label: 'test', writes: 100 },
    );
    expect(result.acknowledgedBeforeKill).toBeGreaterThanOrEqual(50);
    expect(result.acknowledged).toBeGreaterThanOrEqual(100);
    expect(result).toMatchObject({ lost: 0, halfDone: 0, cleanStop: true });
  }, 120_000);
});
