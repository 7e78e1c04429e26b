// Budgets, on the PostgreSQL server (LAJU_BENCH_DATABASE_URL or LAJU_TEST_DATABASE_URL;
// a throw-away database `laju_bench_delivery` is created and dropped):
//  - 100,000 DOs with 300,000 lines and 60,000 shipments: the DO and shipment list pages (every
//    sort and filter of the contract's allow-lists, page 1 and the last page) p95 ≤ 50 ms at 20
//    concurrent; a DO's detail p95 ≤ 20 ms; saving an allocation of 5 DOs (PUT
//    /api/shipments/:id/delivery-orders) p95 ≤ 50 ms;
//  - the race: 20 concurrent requests each allocating the last 10 units of one line, many rounds:
//    exactly the available quantity is allocated, the others get 409 or 422, 0 over-allocation;
//  - a 10 MB photo is accepted, processed and stored in ≤ 2 s; the server's memory stays ≤ 600 MB
//    while 5 are uploaded at once.
// The records are inserted with `INSERT … SELECT generate_series` while the server is stopped,
// deterministic: DOs of 3 lines each (over 2,000 customers and 500 items), shipments each carrying
// a DO (the first 60,000 DOs): a third of them completed (their DOs SELESAI), the rest in progress
// with part or all of the DO (PROSES); a tenth of the other DOs cancelled (BATAL), the rest PENDING.
// Then VACUUM ANALYZE, as autovacuum leaves tables after a bulk change; each list case is warmed up
// with BENCH_WARMUP requests (30) at the measured concurrency first (decision 289).
// Run: node bench/server-delivery.mjs   (BENCH_DELIVERY_ORDERS=100000, BENCH_SHIPMENTS=60000,
//      BENCH_SAMPLES=60 per case, BENCH_RACE_ROUNDS=20; BENCH_KEEP_DATABASE=1 keeps the database)
import { Buffer } from 'node:buffer';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setInterval } from 'node:timers';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';
import {
  LIST_WARMUP,
  cpuSeconds,
  loadAverage as load,
  login,
  measureCases,
  percentile,
  sampleMemory,
  startServer,
  tempDataDir,
  timedGet as get,
  verdict,
  waitForHealth,
  withBenchDatabase,
} from '../server/bench/harness.mjs';
import { DELIVERY_VOLUME, insertDeliveryRecords } from './support/delivery-data.mjs';

const VOLUME = DELIVERY_VOLUME;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const RACE_ROUNDS = Number(process.env.BENCH_RACE_ROUNDS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3305);
const CONCURRENCY = 20;
const BUDGET = { list: 50, detail: 20, allocation: 50, photoMs: 2000, photoMemoryMb: 600 };
const LABEL = 'server delivery';

const { DELIVERY_ORDER_SORT_FIELDS } = await tsImport('../contract/delivery-orders.ts', import.meta.url);
const { SHIPMENT_SORT_FIELDS, PROOF_MAX_BYTES } = await tsImport('../contract/shipments.ts', import.meta.url);

const BENCH_DATABASE = 'laju_bench_delivery';

/**
 * CPU seconds of the PostgreSQL backends serving the bench's database (their process title names
 * it). Other sessions' tests share the PostgreSQL server, so counting every postgres process
 * (the harness's postgresCpuSeconds) charged their work to these requests, and a backend that
 * ended between two readings made the figure negative (decision 220). A pid reused by another
 * backend of the bench's database would be counted from its new start: rare, and an undercount.
 */
const backendCpu = new Map();
function benchPostgresCpuSeconds() {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (!fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(` ${BENCH_DATABASE} `)) continue;
      const seconds = cpuSeconds(entry);
      if (Number.isFinite(seconds)) backendCpu.set(entry, seconds);
    } catch {
      // gone meanwhile
    }
  }
  // A backend that ended keeps the last reading (sampled every 200 ms while the bench runs).
  return [...backendCpu.values()].reduce((sum, seconds) => sum + seconds, 0);
}
setInterval(benchPostgresCpuSeconds, 200).unref();

const bothWays = (path, fields) => fields.flatMap((field) => [`${path}?sort=${field}`, `${path}?sort=-${field}`]);
const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
const to = new Date().toISOString().slice(0, 10);

/** The list cases; ids (a customer, an item, a DO) are read from the data before measuring. */
const listCases = ({ customerId, itemId, deliveryOrderId }) => [
  ...bothWays('/api/delivery-orders', DELIVERY_ORDER_SORT_FIELDS),
  '/api/delivery-orders?status=PENDING',
  '/api/delivery-orders?status=PROSES&sort=-updatedAt',
  '/api/delivery-orders?status=OPEN',
  '/api/delivery-orders?status=BATAL&sort=number',
  `/api/delivery-orders?customerId=${customerId}`,
  `/api/delivery-orders?itemId=${itemId}`,
  `/api/delivery-orders?itemId=${itemId}&status=SELESAI`,
  `/api/delivery-orders?startDate=${from}&endDate=${to}`,
  '/api/delivery-orders?q=do-0001',
  '/api/delivery-orders?q=bench%2000042',
  ...bothWays('/api/shipments', SHIPMENT_SORT_FIELDS),
  '/api/shipments?mode=JEMPUT',
  '/api/shipments?status=PENDING&sort=-updatedAt',
  '/api/shipments?status=SELESAI&mode=ANTAR',
  '/api/shipments?plate=B%209012',
  `/api/shipments?deliveryOrderId=${deliveryOrderId}`,
  `/api/shipments?customerId=${customerId}`,
  `/api/shipments?startDate=${from}&endDate=${to}`,
  '/api/shipments?q=sopir%2012',
];

async function pages(baseUrl, token, lists) {
  const agent = new http.Agent({ keepAlive: true });
  const cases = [];
  for (const list of lists) {
    const first = `${list}&page=1&size=10`;
    const { data, paging } = await get(agent, baseUrl, first, token, { body: true });
    if (data.length === 0) throw new Error(`${first}: no records; the generated data should match every case`);
    cases.push(first);
    if (paging.totalPages > 1) cases.push(`${list}&page=${paging.totalPages}&size=10`);
  }
  agent.destroy();
  return cases;
}

/** Measures, then prints the CPU each request cost the server process and PostgreSQL: load-independent. */
async function measureWithCpu(server, token, cases, options, how) {
  const before = [cpuSeconds(server.child.pid), benchPostgresCpuSeconds()];
  const times = await measureCases(server.baseUrl, token, cases, options);
  const after = [cpuSeconds(server.child.pid), benchPostgresCpuSeconds()];
  const requests = [...times.values()].reduce((sum, values) => sum + values.length, 0) + cases.length * options.warmup;
  console.log(
    `${LABEL} [${how}] CPU per request: server process ${(((after[0] - before[0]) * 1000) / requests).toFixed(2)} ms, PostgreSQL processes ${(((after[1] - before[1]) * 1000) / requests).toFixed(2)} ms (${os.cpus().length} CPUs)`,
  );
  return times;
}

function report(times, budget, how) {
  let worst = 0;
  let passed = true;
  for (const [path, values] of times) {
    const p95 = percentile(values, 95);
    worst = Math.max(worst, p95);
    passed &&= p95 <= budget;
    console.log(`${LABEL} [${how}] GET ${path.slice(4)}: p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms  | budget p95 ≤ ${budget} ms  -> ${verdict(p95 <= budget)}`);
  }
  console.log(`${LABEL} [${how}] worst p95: ${worst.toFixed(1)} ms (budget ${budget} ms) -> ${verdict(passed)}; load average: ${load()}`);
  return passed;
}

/** A JSON request with the bearer token; resolves { status, body, ms }. */
async function send(baseUrl, token, method, path, body, headers = {}) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, ms: performance.now() - started };
}

const newKey = () => `bench-${Date.now()}-${Math.random().toString(36).slice(2)}`;

async function createOrder(baseUrl, token, customerId, itemIds, quantities) {
  const answer = await send(baseUrl, token, 'POST', '/api/delivery-orders', { customerId, lines: quantities.map((quantity, index) => ({ itemId: itemIds[index], quantity })) }, { 'idempotency-key': newKey() });
  if (answer.status !== 201) throw new Error(`DO: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

async function createShipment(baseUrl, token, fleetId, deliveryOrders) {
  const answer = await send(baseUrl, token, 'POST', '/api/shipments', { mode: 'ANTAR', fleetId, ...(deliveryOrders ? { deliveryOrders } : {}) }, { 'idempotency-key': newKey() });
  if (answer.status !== 201) throw new Error(`shipment: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

const allocationOf = (orders, quantityOf) =>
  orders.map((order) => ({ deliveryOrderId: order.id, destinationType: 'GUDANG', lines: order.lines.map((line, index) => ({ deliveryOrderLineId: line.id, quantity: quantityOf(index) })) }));

/** Saving an allocation of 5 DOs (3 lines each): `concurrency` clients, each on its own shipment and DOs. */
async function benchAllocations(baseUrl, token, refs, concurrency, server) {
  const clients = await Promise.all(
    Array.from({ length: concurrency }, async () => {
      const orders = [];
      for (let k = 0; k < 5; k += 1) orders.push(await createOrder(baseUrl, token, refs.customerId, refs.itemIds, [100, 100, 100]));
      const shipment = await createShipment(baseUrl, token, refs.fleetId);
      return { orders, shipmentId: shipment.id, version: shipment.version };
    }),
  );
  const times = [];
  const failures = [];
  const rounds = concurrency === 1 ? SAMPLES + 2 : Math.ceil(SAMPLES / 2);
  const cpuBefore = [cpuSeconds(server.child.pid), benchPostgresCpuSeconds()];
  await Promise.all(
    clients.map(async (client) => {
      for (let round = 0; round < rounds; round += 1) {
        const body = { version: client.version, deliveryOrders: allocationOf(client.orders, (index) => 1 + ((round + index) % 5)) };
        const answer = await send(baseUrl, token, 'PUT', `/api/shipments/${client.shipmentId}/delivery-orders`, body);
        if (answer.status !== 200) failures.push(`${answer.status} ${answer.body?.error?.code}`);
        else {
          client.version = answer.body.data.version;
          if (round >= 2) times.push(answer.ms);
        }
      }
    }),
  );
  const cpuAfter = [cpuSeconds(server.child.pid), benchPostgresCpuSeconds()];
  const saves = rounds * concurrency;
  const cpu = `CPU per save: server process ${(((cpuAfter[0] - cpuBefore[0]) * 1000) / saves).toFixed(2)} ms, PostgreSQL processes ${(((cpuAfter[1] - cpuBefore[1]) * 1000) / saves).toFixed(2)} ms`;
  const p95 = percentile(times, 95);
  const passed = p95 <= BUDGET.allocation && failures.length === 0;
  console.log(
    `${LABEL} [${concurrency === 1 ? 'one client' : `${concurrency} concurrent, information`}] PUT /shipments/:id/delivery-orders (5 DOs × 3 lines): ${times.length} saves, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ${failures.length} failed${failures.length ? ` (${[...new Set(failures)].join(', ')})` : ''}; ${cpu}  | budget p95 ≤ ${BUDGET.allocation} ms  -> ${verdict(passed)}`,
  );
  return passed;
}

/** The race: per round a fresh line of 100 with 90 taken; 20 shipments each ask for the last 10. */
async function benchRace(baseUrl, token, refs) {
  const counts = { ok: 0, conflict: 0, refused: 0, other: 0 };
  let overAllocated = 0;
  let exactRounds = 0;
  for (let round = 0; round < RACE_ROUNDS; round += 1) {
    const order = await createOrder(baseUrl, token, refs.customerId, refs.itemIds, [100]);
    await createShipment(baseUrl, token, refs.fleetId, allocationOf([order], () => 90));
    const contenders = await Promise.all(Array.from({ length: CONCURRENCY }, () => createShipment(baseUrl, token, refs.fleetId)));
    const answers = await Promise.all(
      contenders.map((shipment) =>
        send(baseUrl, token, 'PUT', `/api/shipments/${shipment.id}/delivery-orders`, { version: shipment.version, deliveryOrders: allocationOf([order], () => 10) }),
      ),
    );
    let won = 0;
    for (const answer of answers) {
      if (answer.status === 200) won += 1;
      else if (answer.status === 409) counts.conflict += 1;
      else if (answer.status === 422) counts.refused += 1;
      else counts.other += 1;
    }
    counts.ok += won;
    const after = await send(baseUrl, token, 'GET', `/api/delivery-orders/${order.id}`);
    const line = after.body.data.lines[0];
    if (line.allocated > line.quantity) overAllocated += line.allocated - line.quantity;
    if (won === 1 && line.allocated === 100) exactRounds += 1;
  }
  const passed = overAllocated === 0 && exactRounds === RACE_ROUNDS && counts.other === 0;
  console.log(
    `${LABEL} [race] ${RACE_ROUNDS} rounds × ${CONCURRENCY} concurrent PUTs for the last 10 units: ${counts.ok} saved (1 per round expected), ${counts.refused} × 422, ${counts.conflict} × 409, ${counts.other} other; rounds allocating exactly the available quantity ${exactRounds}/${RACE_ROUNDS}; over-allocated units ${overAllocated}  -> ${verdict(passed)}`,
  );
  return passed;
}

/** A JPEG of random noise just under PROOF_MAX_BYTES (noise does not compress). */
async function tenMegabytePhoto() {
  let width = 3000;
  for (;;) {
    const height = Math.round((width * 3) / 4);
    const raw = Buffer.alloc(width * height * 3);
    for (let index = 0; index < raw.length; index += 1) raw[index] = (index * 2654435761) >>> 24;
    const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 96 }).toBuffer();
    if (jpeg.length <= PROOF_MAX_BYTES && jpeg.length > PROOF_MAX_BYTES * 0.9) return jpeg;
    width = Math.round(width * Math.sqrt((PROOF_MAX_BYTES * 0.96) / jpeg.length));
  }
}

function upload(baseUrl, token, shipmentId, photo) {
  const boundary = `bench${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="bukti.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`);
  const payload = Buffer.concat([head, photo, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const started = performance.now();
  return fetch(`${baseUrl}/api/shipments/${shipmentId}/proof`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: payload,
  }).then(async (response) => ({ status: response.status, body: await response.text(), ms: performance.now() - started }));
}

async function benchPhotos(baseUrl, token, refs, server) {
  const photo = await tenMegabytePhoto();
  const shipments = [];
  for (let k = 0; k < 6; k += 1) {
    const order = await createOrder(baseUrl, token, refs.customerId, refs.itemIds, [5]);
    shipments.push(await createShipment(baseUrl, token, refs.fleetId, allocationOf([order], () => 5)));
  }
  const single = await upload(baseUrl, token, shipments[0].id, photo);
  const singleOk = single.status === 200 && single.ms <= BUDGET.photoMs;
  console.log(`${LABEL} [photo] one ${(photo.length / 1048576).toFixed(2)} MiB JPEG (${single.status}): ${single.ms.toFixed(0)} ms  | budget ≤ ${BUDGET.photoMs} ms  -> ${verdict(singleOk)}`);
  const before = server.memoryMb();
  const stop = sampleMemory(server);
  const answers = await Promise.all(shipments.slice(1).map((shipment) => upload(baseUrl, token, shipment.id, photo)));
  const peak = stop();
  const allOk = answers.every((answer) => answer.status === 200);
  const memoryOk = peak <= BUDGET.photoMemoryMb;
  console.log(
    `${LABEL} [photo] 5 at once: ${answers.map((answer) => `${answer.status} in ${answer.ms.toFixed(0)} ms`).join(', ')}; server memory ${before} MB before, peak ${peak} MB  | budget ≤ ${BUDGET.photoMemoryMb} MB  -> ${verdict(allOk && memoryOk)}`,
  );
  return singleOk && allOk && memoryOk;
}

async function bench(url) {
  const dataDir = tempDataDir('delivery');
  let passed = true;
  try {
    const first = startServer({ port: PORT, dataDir, databaseUrl: url });
    try {
      await waitForHealth(first.baseUrl, { timeoutMs: 120_000 });
    } finally {
      await first.stop();
    }
    const started = performance.now();
    await insertDeliveryRecords(url);
    console.log(`${LABEL}: inserted ${VOLUME.deliveryOrders} DOs (${VOLUME.deliveryOrders * 3} lines), ${VOLUME.shipments} shipments in ${Math.round(performance.now() - started)} ms (with vacuum analyze)`);
    const server = startServer({ port: PORT, dataDir, databaseUrl: url });
    try {
      await waitForHealth(server.baseUrl, { timeoutMs: 120_000 });
      const { accessToken: token } = await login(server.baseUrl);
      const agent = new http.Agent({ keepAlive: true });
      const customers = await get(agent, server.baseUrl, '/api/customers?q=bench&size=5&sort=name', token, { body: true });
      const items = await get(agent, server.baseUrl, '/api/items?q=bench&size=3&sort=name', token, { body: true });
      const fleets = await get(agent, server.baseUrl, '/api/fleets?q=ben&status=active&size=1', token, { body: true });
      const orders = await get(agent, server.baseUrl, '/api/delivery-orders?status=PROSES&size=1', token, { body: true });
      agent.destroy();
      const refs = {
        customerId: customers.data[2].id,
        itemIds: items.data.map((item) => item.id),
        fleetId: fleets.data[0].id,
        itemId: items.data[1].id,
        deliveryOrderId: orders.data[0].id,
      };
      const lists = await pages(server.baseUrl, token, listCases(refs));
      console.log(`${LABEL}: ${lists.length} list cases, ${SAMPLES} requests each, ${CONCURRENCY} concurrent; load average before: ${load()}`);
      const lists20 = `${CONCURRENCY} concurrent, lists`;
      passed = report(await measureWithCpu(server, token, lists, { samples: SAMPLES, concurrency: CONCURRENCY, warmup: LIST_WARMUP }, lists20), BUDGET.list, lists20) && passed;
      // A DO's detail as a person opens it (the budget), and under the 20 clients (information).
      const details = Array.from({ length: 20 }, (_, k) => `/api/delivery-orders/${1 + ((k * 4999) % VOLUME.deliveryOrders)}`);
      passed = report(await measureWithCpu(server, token, details, { samples: SAMPLES, concurrency: 1, warmup: 1 }, 'one client, DO detail'), BUDGET.detail, 'one client, DO detail') && passed;
      report(await measureWithCpu(server, token, details, { samples: SAMPLES, concurrency: CONCURRENCY, warmup: 1 }, `${CONCURRENCY} concurrent, DO detail`), BUDGET.detail, `${CONCURRENCY} concurrent, DO detail (information)`);
      passed = (await benchAllocations(server.baseUrl, token, refs, 1, server)) && passed;
      await benchAllocations(server.baseUrl, token, refs, CONCURRENCY, server);
      passed = (await benchRace(server.baseUrl, token, refs)) && passed;
      passed = (await benchPhotos(server.baseUrl, token, refs, server)) && passed;
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return passed;
}

console.log(`${LABEL}: ${os.cpus().length} CPUs, load average ${load()} (figures on a shared, loaded machine are noisy)`);
const postgresUrl = process.env.LAJU_BENCH_DATABASE_URL ?? process.env.LAJU_TEST_DATABASE_URL;
if (postgresUrl) {
  const passed = await withBenchDatabase(postgresUrl, BENCH_DATABASE, bench, { keep: Boolean(process.env.BENCH_KEEP_DATABASE) });
  process.exitCode = passed ? 0 : 1;
} else {
  console.log(`${LABEL}: skipped (the budgets are on the PostgreSQL server; set LAJU_BENCH_DATABASE_URL or LAJU_TEST_DATABASE_URL)`);
}
