import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { pgliteDataDirFromTemplate } from '../server-process';

/**
 * `npm run admin:password` as its own process on an embedded data dir: the password comes from
 * standard input. What it does to the database is tested in server/test/admin-password.test.ts on
 * both engines.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'laju-admin-password-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm run admin:password', () => {
  it('reads the password from standard input and says when there is no such user', async () => {
    await pgliteDataDirFromTemplate(inject('pgliteTemplate'), dataDir);
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/admin-password-cli.ts', 'ghost'], {
      env: { ...process.env, LAJU_DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    run.child.stdin!.end('Gudang-Timur-Baru-2027\n');
    await expect(run).rejects.toMatchObject({ code: 1, stderr: 'No user is named "ghost".\n' });
  }, 120_000);
});
