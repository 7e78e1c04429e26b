// Budget: `npm start` on an existing data dir to the first 200 from /api/health ≤ 3 s.
// Run: node bench/server-startup.mjs   (prints one line per run and a verdict)
import fs from 'node:fs';
import { ADMIN_PASSWORD, median, startServer, tempDataDir, verdict, waitForHealth } from '../server/bench/harness.mjs';

const BUDGET_MS = 3000;
const PORT = Number(process.env.BENCH_PORT ?? 3301);
const RUNS = 3;
const dataDir = tempDataDir('startup');

try {
  // First start: creates, migrates and seeds the database (not what the budget measures).
  const first = startServer({ port: PORT, dataDir });
  const firstMs = await waitForHealth(first.baseUrl, { timeoutMs: 120_000 });
  await first.stop();
  console.log(`server startup: first start (initdb + migrate + seed, OWASP scrypt) ${firstMs} ms`);

  const times = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const started = Date.now();
    const server = startServer({ port: PORT, dataDir });
    await waitForHealth(server.baseUrl);
    times.push(Date.now() - started);
    await server.stop();
  }
  const worst = Math.max(...times);
  console.log(`server startup: existing data dir to first 200 /api/health: ${times.join(' / ')} ms (median ${median(times)}, max ${worst})`);
  console.log(`server startup: budget ≤ ${BUDGET_MS} ms -> ${verdict(worst <= BUDGET_MS)} (admin password in bench: ${ADMIN_PASSWORD.length} chars, data ${dataDir})`);
  process.exitCode = worst <= BUDGET_MS ? 0 : 1;
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
