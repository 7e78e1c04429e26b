import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { durabilityRound } from '../../bench/durability';
import { killAll, pgliteDataDirFromTemplate } from '../server-process';
import { TEST_PASSWORD } from '../template';

/**
 * Durability on the embedded PGlite, one light round of 100 writes (bench/server-durability.mjs runs
 * heavier ones): kill -9 in the middle of acknowledged writes, restart on the same data dir.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'laju-durable-'));
afterAll(() => {
  killAll();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('durability on PGlite', () => {
  it('keeps every acknowledged write, each with its change-log row, across kill -9, and restarts cleanly', async () => {
    const dataDir = path.join(root, 'data');
    await pgliteDataDirFromTemplate(inject('pgliteTemplate'), dataDir);
    const result = await durabilityRound({ engine: 'pglite', dataDir, adminPassword: TEST_PASSWORD }, { label: 'test', writes: 100 });
    expect(result.acknowledgedBeforeKill).toBeGreaterThanOrEqual(50);
    expect(result.acknowledged).toBeGreaterThanOrEqual(100);
    expect(result).toMatchObject({ lost: 0, halfDone: 0, cleanStop: true });
  }, 120_000);
});
