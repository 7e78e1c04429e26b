// Whether a wrong receipt link's answer tells what kind of wrong it is by its time
// (docs/decisions/339-receipts.md): unknown, expired and used links, 1,000 tries each, interleaved,
// each from its own address (so the per-address limit never answers instead), against the server
// in this process on an in-memory PGlite (server work only, no network noise). Prints each kind's
// median and p95 and the largest difference between the medians.
//
//   node bench/receipt-links.mjs        (BENCH_SAMPLES=1000 by default)
import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';
import { median, percentile, verdict } from '../server/bench/harness.mjs';

register();
const { openDatabase, rowsOf } = await import('../server/db/client.ts');
const { migrate } = await import('../server/db/migrate.ts');
const { seed, resolveTokenSecret } = await import('../server/db/seed.ts');
const { PasswordHasher } = await import('../server/auth/passwords.ts');
const { loadConfig } = await import('../server/config.ts');
const { buildApp } = await import('../server/app.ts');
const { sql } = await import('drizzle-orm');

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 1000);
/** The medians of the three kinds may differ by at most this share of the smallest. */
const BUDGET_SHARE = 0.05;

const database = await openDatabase({});
await migrate(database);
const config = { ...loadConfig({}, process.cwd()), staticDir: null, logLevel: 'silent', scrypt: { N: 1024, r: 8, p: 1 } };
await seed(database.db, { hasher: new PasswordHasher(config.scrypt, 2), adminPassword: 'Bench-Sandi-2025!', demo: true });
const { app } = await buildApp({ db: database, config: { ...config, tokenSecret: await resolveTokenSecret(database.db, undefined) }, logger: false });
const db = database.db;

// Two notes of completed demo shipments: one received (its links are "used"), one loaded long ago
// (its links are "expired").
const notes = rowsOf(await db.execute(sql`
  select distinct on (e.shipment_id) e.id, e.shipment_id, e.delivery_order_id from shipment_delivery_orders e join shipments s on s.id = e.shipment_id
  where s.status = 'SELESAI' order by e.shipment_id, e.id limit 2`));
const [used, expired] = notes;
await db.execute(sql`update shipments set completed_at = now() - interval '30 days' where id = ${expired.shipment_id}`);
await db.execute(sql`update shipments set completed_at = now() where id = ${used.shipment_id}`);
await db.execute(sql`
  insert into shipment_receipts (shipment_delivery_order_id, shipment_id, delivery_order_id, receiver_name, received_at, source, signature_file)
  values (${used.id}, ${used.shipment_id}, ${used.delivery_order_id}, 'Penerima Bench', now(), 'RECEIVER', '00000000-0000-4000-8000-000000000000.png')`);

const token = () => randomBytes(16).toString('base64url');
const hashOf = (value) => createHash('sha256').update(value).digest('hex');
const kinds = { unknown: [], expired: [], used: [] };
for (let index = 0; index < SAMPLES; index += 1) {
  kinds.unknown.push(token());
  for (const [kind, note] of [['expired', expired], ['used', used]]) {
    const value = token();
    kinds[kind].push(value);
    await db.execute(sql`insert into receipt_links (token_hash, shipment_id, delivery_order_id, fingerprint) values (${hashOf(value)}, ${note.shipment_id}, ${note.delivery_order_id}, 'bench')`);
  }
}

const expected = { unknown: 404, expired: 410, used: 409 };
let address = 0;
const ask = async (kind, value) => {
  address += 1;
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url: `/api/receipts/${value}`, remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}` });
  const elapsed = performance.now() - started;
  if (response.statusCode !== expected[kind]) throw new Error(`${kind}: ${response.statusCode} ${response.body}`);
  return elapsed;
};

// Warm-up, then the three kinds interleaved so drift in the machine's load falls on all alike.
for (let index = 0; index < 100; index += 1) await ask('unknown', token());
const times = { unknown: [], expired: [], used: [] };
for (let index = 0; index < SAMPLES; index += 1) {
  for (const kind of Object.keys(kinds)) times[kind].push(await ask(kind, kinds[kind][index]));
}
await app.close();
await database.close();

console.log(`Wrong receipt links: server time per answer, ${SAMPLES} tries each (in-process, PGlite in memory)`);
for (const [kind, values] of Object.entries(times)) {
  console.log(`  ${kind.padEnd(8)} ${String(expected[kind]).padEnd(4)} median ${median(values).toFixed(3)} ms   p95 ${percentile(values, 95).toFixed(3)} ms`);
}
const medians = Object.values(times).map(median);
const spread = Math.max(...medians) - Math.min(...medians);
const ok = spread <= Math.min(...medians) * BUDGET_SHARE;
console.log(`  largest difference between medians ${spread.toFixed(3)} ms (${((spread / Math.min(...medians)) * 100).toFixed(1)} % of the smallest; budget ≤ ${BUDGET_SHARE * 100} %)   ${verdict(ok)}`);
process.exitCode = ok ? 0 : 1;
