// Budget (docs/decisions/344-pictures-in-postgresql.md): a proof photo's thumbnail served from where
// it is stored, p95 ≤ 50 ms at 20 concurrent: on PostgreSQL, where every picture is a row of
// `stored_files`, and on PGlite, where they are files of the data dir (for comparison).
// Per engine, `npm start` on a fresh database with the demo data, then PHOTOS proofs uploaded as a
// phone sends them (2,048 px JPEGs of colour patches under grain, compressing as a camera's do), then
// their thumbnails and, for the record, the full photos read by 20 clients at once, with the
// server's peak memory. Also printed: the pictures' bytes against what the table takes (TOAST), and
// on PostgreSQL the first start after an upgrade, which copies the pictures a data dir holds into
// the table, against a start with nothing to copy.
// Run: node bench/photos-shared.mjs   (PHOTOS=20, SAMPLES=50 per thumbnail; PostgreSQL from
//      LAJU_BENCH_DATABASE_URL or LAJU_TEST_DATABASE_URL, else PGlite only)
import { Blob, Buffer } from 'node:buffer';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import sharp from 'sharp';
import {
  loadAverage,
  login,
  measureCases,
  percentile,
  sampleMemory,
  startServer,
  tempDataDir,
  verdict,
  waitForHealth,
  withBenchDatabase,
} from '../server/bench/harness.mjs';

const LABEL = 'photos shared';
const PHOTOS = Number(process.env.PHOTOS ?? 20);
const SAMPLES = Number(process.env.SAMPLES ?? 50);
const CONCURRENCY = 20;
const BUDGET_P95_MS = 50;
const PORT = Number(process.env.BENCH_PORT ?? 3310);
const FOLDERS = ['proofs', 'logos', 'signatures'];

const mb = (bytes) => `${(bytes / 1048576).toFixed(1)} MB`;

/**
 * A 2,048 × 1,536 JPEG as a phone sends it after its downscale: smooth patches of colour (a tiny
 * random picture blown up, so the thumbnail keeps some detail) under fine noise, per seed.
 */
async function phonePhoto(seed) {
  const patches = Buffer.alloc(48 * 36 * 3);
  let state = seed;
  for (let index = 0; index < patches.length; index += 1) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    patches[index] = state >> 23;
  }
  const base = await sharp(patches, { raw: { width: 48, height: 36, channels: 3 } }).resize(2048, 1536, { kernel: 'cubic' }).png().toBuffer();
  const grain = await sharp({ create: { width: 2048, height: 1536, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 16 } } }).png().toBuffer();
  return sharp(base).composite([{ input: grain, blend: 'soft-light' }]).jpeg({ quality: 90 }).toBuffer();
}

async function api(baseUrl, token, method, url, body) {
  const response = await fetch(baseUrl + url, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

/** PHOTOS shipments, each completed by a proof upload (two at a time, as the server decodes them); their ids. */
async function shipmentsWithProofs(baseUrl, token) {
  const [customer] = await api(baseUrl, token, 'GET', '/api/customers?status=active&size=1');
  const [item] = await api(baseUrl, token, 'GET', '/api/items?status=active&size=1');
  const [fleet] = await api(baseUrl, token, 'GET', '/api/fleets?status=active&size=1');
  const photos = await Promise.all([1, 2, 3, 4].map(phonePhoto));
  const ids = [];
  let next = 0;
  const worker = async () => {
    while (next < PHOTOS) {
      const index = next;
      next += 1;
      const order = await api(baseUrl, token, 'POST', '/api/delivery-orders', { customerId: customer.id, lines: [{ itemId: item.id, quantity: 1 }] });
      const shipment = await api(baseUrl, token, 'POST', '/api/shipments', {
        mode: 'ANTAR',
        fleetId: fleet.id,
        deliveryOrders: [{ deliveryOrderId: order.id, destinationType: 'GUDANG', lines: [{ deliveryOrderLineId: order.lines[0].id, quantity: 1 }] }],
      });
      const form = new globalThis.FormData();
      form.append('file', new Blob([photos[index % photos.length]], { type: 'image/jpeg' }), 'bukti.jpg');
      const response = await fetch(`${baseUrl}/api/shipments/${shipment.id}/proof`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      if (response.status !== 200) throw new Error(`proof: ${response.status} ${await response.text()}`);
      ids.push(shipment.id);
    }
  };
  await Promise.all([worker(), worker()]);
  return ids.sort((a, b) => a - b);
}

/**
 * A small read from the database in the same rounds as the pictures, so a machine busy with other
 * work shows in both: the company profile (one row, a few hundred bytes of JSON).
 */
const REFERENCE = '/api/company-profile';

/**
 * Reads `urls` and REFERENCE from 20 clients at once; the times of the pictures' requests, the
 * reference's, and the server's peak memory meanwhile.
 */
async function served(server, token, urls, samples) {
  const stopSampling = sampleMemory(server);
  const measured = await measureCases(server.baseUrl, token, [...urls, REFERENCE], { samples, concurrency: CONCURRENCY, warmup: 3 });
  const reference = measured.get(REFERENCE);
  measured.delete(REFERENCE);
  return { times: [...measured.values()].flat(), reference, peakMb: stopSampling() };
}

const describeTimes = (times) => `${times.length} requests, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(0)} ms`;

/** The pictures' bytes and what they take where they are stored. */
async function sizesOf(engine, dataDir, url) {
  if (engine === 'postgres') {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query(`select count(*)::int as count, coalesce(sum(octet_length(bytes)), 0)::bigint as bytes,
        pg_total_relation_size('stored_files') as total, pg_relation_size('stored_files') as heap, pg_indexes_size('stored_files') as indexes
        from stored_files`);
      const [row] = rows;
      return `${row.count} pictures, ${mb(Number(row.bytes))} of bytes; the table takes ${mb(Number(row.total))} (${((Number(row.total) / Number(row.bytes) - 1) * 100).toFixed(1)} % more: heap ${mb(Number(row.heap))}, its index ${mb(Number(row.indexes))}, the rest TOAST chunks and their index)`;
    } finally {
      await client.end();
    }
  }
  let count = 0;
  let bytes = 0;
  let blocks = 0;
  for (const folder of FOLDERS) {
    const dir = path.join(dataDir, folder);
    for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
      const stat = fs.statSync(path.join(dir, name));
      count += 1;
      bytes += stat.size;
      blocks += stat.blocks * 512;
    }
  }
  return `${count} pictures, ${mb(bytes)} of bytes; on disk ${mb(blocks)} (${((blocks / bytes - 1) * 100).toFixed(1)} % more: whole file-system blocks)`;
}

/** `npm run backup` while the server runs: its time and file, and how much of it is pictures. */
async function backupWhileServing(engine, root, dataDir, url) {
  const file = path.join(root, 'backup.tar');
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/backup/cli.ts', 'backup', '--out', file], {
    env: { ...process.env, DATABASE_URL: url ?? '', LAJU_DATA_DIR: dataDir, LAJU_BACKUP_DIR: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  const ms = performance.now() - started;
  if (code !== 0) return `npm run backup failed (exit ${code})`;
  let pictures = 0;
  const names = execFileSync('tar', ['tvf', file], { encoding: 'utf8' }).split('\n');
  for (const line of names) if (/ files\//.test(line)) pictures += Number(line.trim().split(/\s+/)[2]);
  return `npm run backup while serving: ${(ms / 1000).toFixed(1)} s, ${mb(fs.statSync(file).size)} (pictures ${mb(pictures)})`;
}

/**
 * PostgreSQL: every picture written out as an older LAJU kept them in a data dir, the table emptied,
 * and the server started on that data dir: the start copies them back. Then a start with nothing to copy.
 */
async function upgradeStart(url, root, checkUrl, token, expected) {
  const legacy = path.join(root, 'legacy');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let count = 0;
  try {
    const { rows } = await client.query('select folder, name, bytes from stored_files');
    for (const row of rows) {
      fs.mkdirSync(path.join(legacy, row.folder), { recursive: true });
      fs.writeFileSync(path.join(legacy, row.folder, row.name), row.bytes);
    }
    count = rows.length;
    await client.query('delete from stored_files');
  } finally {
    await client.end();
  }
  const timeToHealth = async () => {
    const server = startServer({ port: PORT, dataDir: legacy, databaseUrl: url });
    try {
      return { ms: await waitForHealth(server.baseUrl, { timeoutMs: 120_000 }), bytes: Buffer.from(await (await fetch(server.baseUrl + checkUrl, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer()) };
    } finally {
      await server.stop();
    }
  };
  const copying = await timeToHealth();
  const plain = await timeToHealth();
  const same = copying.bytes.equals(expected) && plain.bytes.equals(expected);
  console.log(
    `${LABEL} [postgres] first start after the upgrade, copying ${count} pictures from the data dir: ${copying.ms} ms to the first 200; a start with nothing to copy: ${plain.ms} ms; the copied thumbnail served with its bytes: ${same ? 'yes' : 'NO'}`,
  );
  return same;
}

async function bench(engine, url) {
  const root = tempDataDir(`photos-shared-${engine}`);
  const dataDir = path.join(root, 'data');
  let passed = false;
  const server = startServer({ port: PORT, dataDir, databaseUrl: url });
  try {
    await waitForHealth(server.baseUrl, { timeoutMs: 180_000 });
    const { accessToken: token } = await login(server.baseUrl);
    const ids = await shipmentsWithProofs(server.baseUrl, token);
    const thumbnails = ids.map((id) => `/api/shipments/${id}/proof?size=thumbnail`);
    const thumbnailSizes = await Promise.all(thumbnails.slice(0, 4).map(async (thumb) => (await (await fetch(server.baseUrl + thumb, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer()).byteLength));
    const full = await fetch(`${server.baseUrl}/api/shipments/${ids[0]}/proof`, { headers: { authorization: `Bearer ${token}` } });
    const fullBytes = (await full.arrayBuffer()).byteLength;
    console.log(`${LABEL} [${engine}] ${ids.length} proofs uploaded: a full photo ${(fullBytes / 1024).toFixed(0)} KiB, thumbnails ${thumbnailSizes.map((size) => (size / 1024).toFixed(1)).join(' / ')} KiB; load average ${loadAverage()}`);

    const thumbs = await served(server, token, thumbnails, SAMPLES);
    passed = percentile(thumbs.times, 95) <= BUDGET_P95_MS;
    console.log(`${LABEL} [${engine}] thumbnails at ${CONCURRENCY} concurrent: ${describeTimes(thumbs.times)}; peak memory ${thumbs.peakMb} MB  | budget p95 ≤ ${BUDGET_P95_MS} ms  -> ${verdict(passed)}`);
    console.log(`${LABEL} [${engine}]   meanwhile ${REFERENCE} (for reference): ${describeTimes(thumbs.reference)}`);
    const photos = await served(server, token, ids.map((id) => `/api/shipments/${id}/proof`), Math.max(10, Math.round(SAMPLES / 5)));
    console.log(`${LABEL} [${engine}] full photos at ${CONCURRENCY} concurrent (no budget): ${describeTimes(photos.times)}; peak memory ${photos.peakMb} MB`);
    console.log(`${LABEL} [${engine}] ${await sizesOf(engine, dataDir, url)}`);
    console.log(`${LABEL} [${engine}] ${await backupWhileServing(engine, root, dataDir, url)}`);
    const expected = Buffer.from(await (await fetch(server.baseUrl + thumbnails[0], { headers: { authorization: `Bearer ${token}` } })).arrayBuffer());
    await server.stop();
    if (engine === 'postgres') passed = (await upgradeStart(url, root, thumbnails[0], token, expected)) && passed;
  } finally {
    await server.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
  return passed;
}

console.log(`${LABEL}: ${PHOTOS} photos, ${SAMPLES} reads of each thumbnail; load average ${loadAverage()} (figures on a shared, loaded machine are noisy)`);
let passed = true;
const benchUrl = process.env.LAJU_BENCH_DATABASE_URL ?? process.env.LAJU_TEST_DATABASE_URL;
if (benchUrl) passed = (await withBenchDatabase(benchUrl, 'laju_bench_photos_shared', (url) => bench('postgres', url))) && passed;
else console.log(`${LABEL} [postgres]: skipped (set LAJU_BENCH_DATABASE_URL or LAJU_TEST_DATABASE_URL)`);
passed = (await bench('pglite')) && passed;
process.exitCode = passed ? 0 : 1;
