import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../contract/testing/session-side';
import { pngOf } from '../../contract/testing/pictures';
import { makeBackup } from '../backup/backup';
import { backupCommand } from '../backup/commands';
import { loadConfig } from '../config';
import { restoreBackup } from '../backup/restore';
import { verifyBackup } from '../backup/verify';
import { readMigrations } from '../db/migrate';
import { rowsOf } from '../db/client';
import { apiOf as requestsOf } from './api';
import { fileStoreFor } from '../services/file-store';
import { freshTarget, picturesIn, sumsOf, tableSums, testEngine, type FreshTarget } from './backup-helpers';
import { picturesOf } from './contract-side';
import { createDeliveryTestApp, deliveryApiOf } from './delivery-helpers';
import { TEST_PASSWORD, type SignedIn, type TestApp } from './harness';
import { apiOf, killAll, startServer, stopServer } from './server-process';

/**
 * The restore drill (docs/decisions/342-backups.md), on the engine of the run: records and photos
 * are written, a backup is taken while writes go on, it is restored into a fresh target and LAJU
 * started on it. Every write acknowledged before the backup began is there, every table's rows and
 * every stored file's bytes equal the source's at the backup's snapshot, and the server starts
 * cleanly and answers the backup command itself. `LAJU_DRILL_ROUNDS` runs it that many times on
 * the same source (bench/backup-drill.mjs), and `LAJU_DRILL_REPORT` names a file each round adds
 * what it compared to, one JSON line per round.
 */
const ROUNDS = Math.max(1, Number(process.env.LAJU_DRILL_ROUNDS ?? 1));
const REPORT = process.env.LAJU_DRILL_REPORT;
let t: TestApp & { dataDir: string };
let admin: SignedIn;
let root: string;
const targets: FreshTarget[] = [];

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'laju-backup-drill-'));
  t = await createDeliveryTestApp();
  admin = await t.login('admin');
});
afterAll(async () => {
  killAll();
  await t?.close();
  for (const target of targets) await target.drop();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

/** Writes customers one after another until stopped; each acknowledged one with the time of its answer. */
function keepWriting(round: number) {
  const api = requestsOf(t);
  const acknowledged: { id: number; at: number }[] = [];
  let stopped = false;
  const running = (async () => {
    for (let n = 0; !stopped; n += 1) {
      const response = await api.post('/api/customers', admin, { name: `Toko Drill ${round}-${n}`, address: `Jl. Drill ${n}` }, { 'idempotency-key': `drill-${round}-${n}` });
      if (response.statusCode !== 201) throw new Error(`customer: ${response.statusCode} ${response.body}`);
      acknowledged.push({ id: response.json().data.id, at: Date.now() });
    }
  })();
  return {
    acknowledged,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

const logoName = async () => rowsOf<{ logo_file: string | null }>(await t.database.db.execute(sql`select logo_file from company_profile`))[0]?.logo_file ?? null;

/** What a round compared: rows and stored files, and how many of them differed. */
interface RoundFigures {
  engine: string;
  round: number;
  tables: number;
  rows: number;
  tablesDiffering: number;
  rowsDiffering: number;
  files: number;
  bytes: number;
  filesDiffering: number;
}

const rowCount = (sum: string | undefined) => Number(sum?.split(':')[0] ?? 0);

describe('the restore drill', () => {
  for (let round = 1; round <= ROUNDS; round += 1) drillRound(round);
});

function drillRound(round: number) {
  it(`restores a backup taken while writes go on: every acknowledged write, equal rows and files, and LAJU starts on it${ROUNDS > 1 ? ` (round ${round})` : ''}`, async () => {
    const delivery = deliveryApiOf(t);
    const pictures = picturesOf(() => t);
    const session = { token: admin.accessToken } as unknown as Session;
    const shipments: number[] = [];
    for (const quantity of [2, 3]) {
      const order = await delivery.createOrder(admin, [quantity]);
      const shipment = (await delivery.createShipment(admin, [delivery.allocationOf(order, [quantity])])).json().data as { id: number };
      expect((await delivery.uploadProof(admin, shipment.id)).statusCode).toBe(200);
      shipments.push(shipment.id);
    }
    const putLogo = (size: number) => pictures.upload(session, 'PUT', '/api/company-profile/logo', { bytes: pngOf(size, size), name: 'logo.png', type: 'image/png' });
    expect((await putLogo(12)).status).toBe(200);

    const writer = keepWriting(round);
    while (writer.acknowledged.length < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    const file = path.join(root, `drill-${round}.tar`);
    const backupStarted = Date.now();
    let atSnapshot: Record<string, string> = {};
    let replacedLogo: { name: string; sha: string } | undefined;
    const before = await picturesIn(t.context.files);
    const summary = await makeBackup(t.database, file, {
      dataDir: t.dataDir,
      onSnapshot: async (snapshot) => {
        atSnapshot = await tableSums(snapshot.session);
        // A logo replaced once the snapshot is taken leaves the store; the snapshot's row names it,
        // so the backup must still hold its bytes.
        const name = (await logoName())!;
        replacedLogo = { name, sha: before[`logos/${name}`]! };
        expect((await putLogo(14)).status).toBe(200);
        expect(await t.context.files.get('logos', name)).toBeNull();
      },
    });
    await writer.stop();
    const acknowledgedBefore = writer.acknowledged.filter((write) => write.at <= backupStarted).map((write) => write.id);
    expect(acknowledgedBefore.length).toBeGreaterThanOrEqual(3);
    // Writes went on while the backup ran: the source has moved on past the snapshot.
    expect((await sumsOf(t.database)).customers).not.toBe(atSnapshot.customers);
    expect(summary.manifest.schemaVersion).toBe(readMigrations().at(-1)!.version);

    const fresh = await freshTarget(root, `restored-${round}`);
    targets.push(fresh);
    await restoreBackup(file, fresh.target);

    const restored = await fresh.open();
    try {
      const restoredSums = await sumsOf(restored);
      const ids = rowsOf<{ id: number }>(await restored.db.execute(sql`select id from customers`)).map((row) => Number(row.id));
      const named = rowsOf<{ name: string }>(
        await restored.db.execute(sql`select 'proofs/' || file_name as name from shipment_proofs union all select 'proofs/' || thumbnail_name from shipment_proofs union all select 'logos/' || logo_file from company_profile where logo_file is not null`),
      ).map((row) => row.name);
      // Where the target's engine keeps them: the database, or the data dir.
      const files = await picturesIn(fileStoreFor(restored, fresh.target.dataDir));
      // The bytes the source held at the snapshot (the logo replaced after it, as it was).
      const expectedSha = (name: string) => (name === `logos/${replacedLogo!.name}` ? replacedLogo!.sha : before[name]);
      if (REPORT) {
        const differing = Object.keys(atSnapshot).filter((table) => restoredSums[table] !== atSnapshot[table]);
        const figures: RoundFigures = {
          engine: testEngine,
          round,
          tables: Object.keys(atSnapshot).length,
          rows: Object.values(atSnapshot).reduce((total, sum) => total + rowCount(sum), 0),
          tablesDiffering: differing.length,
          // A table whose checksum differs counts all its rows on either side: the most that can differ.
          rowsDiffering: differing.reduce((total, table) => total + Math.max(rowCount(atSnapshot[table]), rowCount(restoredSums[table])), 0),
          files: named.length,
          bytes: summary.manifest.files.filter((each) => named.includes(each.path)).reduce((total, each) => total + each.bytes, 0),
          filesDiffering: named.filter((name) => files[name] !== expectedSha(name)).length,
        };
        fs.appendFileSync(REPORT, `${JSON.stringify(figures)}\n`);
      }
      expect(restoredSums).toEqual(atSnapshot);
      expect(ids).toEqual(expect.arrayContaining(acknowledgedBefore));
      expect(named.length).toBeGreaterThanOrEqual(5);
      // Every file a restored row names is there, with the bytes the source held at the snapshot.
      for (const name of named) expect(files[name], name).toBe(expectedSha(name));
      for (const [name, sha] of Object.entries(files)) expect(sha, name).toBe(summary.manifest.files.find((each) => each.path === name)?.sha256);
    } finally {
      await restored.close();
    }

    const server = await startServer(fresh.env);
    try {
      const api = apiOf(server.baseUrl);
      expect((await api('GET', '/api/health')).status).toBe(200);
      const signedIn = await api('POST', '/api/auth/login', { body: { username: 'admin', password: TEST_PASSWORD } });
      expect(signedIn.status).toBe(200);
      const photo = await fetch(`${server.baseUrl}/api/shipments/${shipments[0]}/proof`, { headers: { authorization: `Bearer ${signedIn.body.data!.accessToken}` } });
      expect(photo.status).toBe(200);
      expect(Buffer.from(await photo.arrayBuffer()).length).toBeGreaterThan(0);

      // The backup command against the running server: on PGlite the server makes the copy it reads.
      const second = path.join(root, `second-${round}.tar`);
      const said = await backupCommand(['--out', second], loadConfig({ DATABASE_URL: '', ...fresh.env }));
      expect(said).toMatch(/^Backup written to .*second-\d+\.tar: .* MB in .* s \(schema version \d+; \d+ tables, [\d,]+ rows, \d+ stored files\)\.$/);
      const again = await verifyBackup(second, readMigrations());
      expect(again.tables.find((table) => table.name === 'customers')?.rows).toBe(summary.manifest.tables.find((table) => table.name === 'customers')?.rows);
    } finally {
      expect(await stopServer(server)).toBe(0);
    }
  }, 90_000);
}

