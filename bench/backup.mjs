// Budgets (docs/decisions/342-backups.md), on the delivery bench's database: 100,000 DOs, 300,000
// lines, 60,000 shipments and 1,000 proof photos:
//  - `npm run backup` while the server serves ≤ 120 s on each engine, with other requests' p95
//    ≤ 100 ms meanwhile (4 clients reading lists and a DO back to back);
//  - `npm run restore` of it ≤ 180 s.
// The records are made on PostgreSQL as bench/server-delivery.mjs makes them
// (bench/support/delivery-data.mjs), the photos stored as the server stores them; the PostgreSQL
// backup is then restored into a new database and into a PGlite data dir, the server started on
// that PGlite, backed up by the command (the server makes the copy) and by its own schedule
// (LAJU_BACKUP_DIR, the first a minute after the start), and that backup restored again.
// Run: node bench/backup.mjs [--scale 0.05]   (--scale multiplies the volume; BENCH_SCHEDULED=0 skips
//      the scheduled backup's minute; needs LAJU_BENCH_DATABASE_URL or LAJU_TEST_DATABASE_URL)
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';
import {
  loadAverage as load,
  login,
  pause,
  percentile,
  requestsMeanwhile,
  startServer,
  tempDataDir,
  verdict,
  waitForHealth,
  withBenchDatabase,
} from '../server/bench/harness.mjs';
import { DELIVERY_VOLUME, insertDeliveryRecords } from './support/delivery-data.mjs';

const LABEL = 'backup';
const scaleArgument = process.argv.indexOf('--scale');
const SCALE = Number(scaleArgument === -1 ? (process.env.BENCH_SCALE ?? 1) : process.argv[scaleArgument + 1]);
if (!(SCALE > 0)) throw new Error('--scale must be a number above 0');
const VOLUME = { ...DELIVERY_VOLUME, deliveryOrders: Math.round(100_000 * SCALE), shipments: Math.round(60_000 * SCALE) };
const PHOTOS = Math.max(1, Math.round(1000 * SCALE));
const BUDGET = { backupSeconds: 120, restoreSeconds: 180, p95Ms: 100 };
const PORT = Number(process.env.BENCH_PORT ?? 3307);
const CLIENTS = 4;
const SCHEDULED = process.env.BENCH_SCHEDULED !== '0';

const { processImage, storeImage } = await tsImport('../server/services/proof-images.ts', import.meta.url);
const { dataDirStore } = await tsImport('../server/services/file-store.ts', import.meta.url);

const seconds = (ms) => (ms / 1000).toFixed(1);
const p95Of = (times) => percentile(times, 95);

/** `npm run backup` / `npm run restore` as an operator runs them; resolves its exit code, output and time. */
function command(args, env) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/backup/cli.ts', ...args], {
    env: { ...process.env, DATABASE_URL: '', LAJU_BACKUP_DIR: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output: output.trim(), ms: performance.now() - started })));
}

/** A phone-like photo (gradients under noise), different per seed. */
async function photo(seed) {
  const width = 1600;
  const height = 1200;
  const raw = Buffer.alloc(width * height * 3);
  let state = seed * 7919 + 1;
  for (let index = 0; index < raw.length; index += 3) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const x = (index / 3) % width;
    const y = Math.floor(index / 3 / width);
    const noise = (state >> 16) % 24;
    raw[index] = ((x * 255) / width + noise + seed * 40) & 0xff;
    raw[index + 1] = ((y * 255) / height + noise) & 0xff;
    raw[index + 2] = (((x + y) * 128) / width + noise) & 0xff;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

/** PHOTOS proofs on completed shipments, stored as the server stores an upload, and their rows. */
async function addPhotos(url, dataDir) {
  const processed = await Promise.all([1, 2, 3, 4].map(async (seed) => processImage(await photo(seed))));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let bytes = 0;
  try {
    const { rows } = await client.query(`select id from shipments where status = 'SELESAI' and id not in (select shipment_id from shipment_proofs) order by id limit $1`, [PHOTOS]);
    for (const [index, { id }] of rows.entries()) {
      const image = processed[index % processed.length];
      // Written where an older LAJU kept them: the PostgreSQL server's next start copies them in.
      const files = await storeImage(dataDirStore(dataDir), image);
      bytes += image.full.length + image.thumbnail.length;
      await client.query('insert into shipment_proofs (shipment_id, file_name, thumbnail_name, width, height, bytes) values ($1, $2, $3, $4, $5, $6)', [
        id,
        files.fileName,
        files.thumbnailName,
        image.width,
        image.height,
        image.full.length,
      ]);
    }
    return { count: rows.length, bytes };
  } finally {
    await client.end();
  }
}

const READS = ['/api/delivery-orders?page=1&size=10', '/api/shipments?page=1&size=10', '/api/customers?page=1&size=10', '/api/delivery-orders/1'];

/** Other requests' times for `ms` with nothing else running, after as long again to warm the server up. */
async function baseline(server, token, ms = 3000) {
  await requestsMeanwhile(server.baseUrl, token, pause(ms), READS, CLIENTS);
  return requestsMeanwhile(server.baseUrl, token, pause(ms), READS, CLIENTS);
}

function report(engine, what, result, budgetSeconds) {
  const ok = result.code === 0 && result.ms / 1000 <= budgetSeconds;
  console.log(`${LABEL} [${engine}] ${what}: ${seconds(result.ms)} s  | budget ≤ ${budgetSeconds} s  -> ${verdict(ok)}`);
  if (result.output) console.log(`${LABEL} [${engine}]   ${result.output.split('\n').join(`\n${LABEL} [${engine}]   `)}`);
  return ok;
}

function reportRequests(engine, what, before, during) {
  const ok = p95Of(during) <= BUDGET.p95Ms;
  console.log(
    `${LABEL} [${engine}] other requests while ${what}: ${during.length} requests, p50 ${percentile(during, 50).toFixed(1)} ms, p95 ${p95Of(during).toFixed(1)} ms, max ${Math.max(...during).toFixed(0)} ms (without a backup: p95 ${p95Of(before).toFixed(1)} ms)  | budget p95 ≤ ${BUDGET.p95Ms} ms  -> ${verdict(ok)}`,
  );
  return ok;
}

/** Backs up through the command while CLIENTS read; reports the time and the others' p95. */
async function backupUnderLoad(engine, server, env, file) {
  const { accessToken: token } = await login(server.baseUrl);
  const before = await baseline(server, token);
  const running = command(['backup', '--out', file], env);
  const during = await requestsMeanwhile(server.baseUrl, token, running, READS, CLIENTS);
  const result = await running;
  const size = fs.existsSync(file) ? `${(fs.statSync(file).size / 1048576).toFixed(1)} MB` : 'no file';
  const timeOk = report(engine, `npm run backup while the server serves (${size})`, result, BUDGET.backupSeconds);
  return reportRequests(engine, 'npm run backup ran', before, during) && timeOk;
}

/** The server's backup status from its health answer. */
const backupStatus = async (server) => (await (await fetch(`${server.baseUrl}/api/health`)).json()).backup;

/** Waits for the server's first scheduled backup and measures the others' requests while it runs. */
async function scheduledUnderLoad(engine, server, backups) {
  const { accessToken: token } = await login(server.baseUrl);
  const before = await baseline(server, token);
  const deadline = Date.now() + 120_000;
  while (!fs.readdirSync(backups).some((name) => name.endsWith('.partial') || name.endsWith('.tar'))) {
    if (Date.now() > deadline) throw new Error('no scheduled backup began within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const started = performance.now();
  const finished = (async () => {
    while (!(await backupStatus(server))?.lastResult) await new Promise((resolve) => setTimeout(resolve, 50));
  })();
  const during = await requestsMeanwhile(server.baseUrl, token, finished, READS, CLIENTS);
  const ms = performance.now() - started;
  const status = await backupStatus(server);
  const timeOk = report(engine, `the scheduled backup (LAJU_BACKUP_DIR; health: ${JSON.stringify(status)})`, { code: status.lastResult === 'ok' ? 0 : 1, output: '', ms }, BUDGET.backupSeconds);
  return reportRequests(engine, 'the scheduled backup ran', before, during) && timeOk;
}

async function bench(url, root, serverUrl) {
  let passed = true;
  const dataDir = path.join(root, 'postgres-files');
  const first = startServer({ port: PORT, dataDir, databaseUrl: url, extraEnv: { LAJU_DEMO: '0' } });
  try {
    await waitForHealth(first.baseUrl, { timeoutMs: 120_000 });
  } finally {
    await first.stop();
  }
  let started = performance.now();
  await insertDeliveryRecords(url, VOLUME);
  const photos = await addPhotos(url, dataDir);
  console.log(
    `${LABEL}: made ${VOLUME.deliveryOrders} DOs (${VOLUME.deliveryOrders * 3} lines), ${VOLUME.shipments} shipments and ${photos.count} photos (${(photos.bytes / 1048576).toFixed(0)} MB with thumbnails) in ${seconds(performance.now() - started)} s; load average ${load()}`,
  );

  const fromPostgres = path.join(root, 'postgres.tar');
  const server = startServer({ port: PORT, dataDir, databaseUrl: url });
  try {
    await waitForHealth(server.baseUrl, { timeoutMs: 120_000 });
    passed = (await backupUnderLoad('postgres', server, { DATABASE_URL: url, LAJU_DATA_DIR: dataDir }, fromPostgres)) && passed;
  } finally {
    await server.stop();
  }
  if (!fs.existsSync(fromPostgres)) return false;

  await withBenchDatabase(serverUrl, 'laju_bench_backup_restored', async (restoredUrl) => {
    const restore = await command(['restore', fromPostgres], { DATABASE_URL: restoredUrl, LAJU_DATA_DIR: path.join(root, 'restored-files') });
    passed = report('postgres', 'npm run restore into an empty database', restore, BUDGET.restoreSeconds) && passed;
  });

  const pgliteDir = path.join(root, 'pglite');
  started = performance.now();
  const intoPglite = await command(['restore', fromPostgres], { LAJU_DATA_DIR: pgliteDir });
  passed = report('pglite', 'npm run restore of that backup into an empty data dir', intoPglite, BUDGET.restoreSeconds) && passed;

  const fromPglite = path.join(root, 'pglite.tar');
  const backups = path.join(root, 'scheduled');
  fs.mkdirSync(backups);
  const pgliteServer = startServer({ port: PORT, dataDir: pgliteDir, extraEnv: SCHEDULED ? { LAJU_BACKUP_DIR: backups } : {} });
  try {
    await waitForHealth(pgliteServer.baseUrl, { timeoutMs: 120_000 });
    passed = (await backupUnderLoad('pglite', pgliteServer, { LAJU_DATA_DIR: pgliteDir }, fromPglite)) && passed;
    if (SCHEDULED) passed = (await scheduledUnderLoad('pglite', pgliteServer, backups)) && passed;
  } finally {
    await pgliteServer.stop();
  }
  const again = await command(['restore', fromPglite], { LAJU_DATA_DIR: path.join(root, 'pglite-again') });
  passed = report('pglite', 'npm run restore of the PGlite backup into an empty data dir', again, BUDGET.restoreSeconds) && passed;
  return passed;
}

console.log(`${LABEL}: scale ${SCALE}; ${os.cpus().length} CPUs, load average ${load()} (figures on a shared, loaded machine are noisy)`);
const benchUrl = process.env.LAJU_BENCH_DATABASE_URL ?? process.env.LAJU_TEST_DATABASE_URL;
if (benchUrl) {
  const root = tempDataDir('backup');
  try {
    const passed = await withBenchDatabase(benchUrl, 'laju_bench_backup', (url) => bench(url, root, benchUrl));
    process.exitCode = passed ? 0 : 1;
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
} else {
  console.log(`${LABEL}: skipped (the records are made on a PostgreSQL server; set LAJU_BENCH_DATABASE_URL or LAJU_TEST_DATABASE_URL)`);
}
