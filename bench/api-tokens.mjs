// Budget (docs/decisions/347-api-tokens.md): a list request authenticated by an API token costs no
// more than one authenticated by a session: p95 within 10% at 20 concurrent clients.
// The server runs as `npm start` runs it (scripts/start.mjs, PGlite) over HTTP on 127.0.0.1, with the
// token rate limit raised (LAJU_API_TOKEN_RATE) so the limit is not what is measured. The two kinds
// are measured in interleaved rounds with autocannon, so a burst of load on a shared machine falls
// on both; the load average is printed.
// Run: node bench/api-tokens.mjs   (BENCH_ROUNDS=6, BENCH_ROUND_SECONDS=3 by default)
import fs from 'node:fs';
import autocannon from 'autocannon';
import { loadAverage, login, percentile, startServer, tempDataDir, verdict, waitForHealth } from '../server/bench/harness.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3347);
const CONCURRENCY = 20;
const PATH = '/api/customers?size=25';

async function round(url, authorization) {
  const latencies = [];
  const instance = autocannon({ url, connections: CONCURRENCY, duration: SECONDS, headers: { authorization } });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return latencies;
}

const dataDir = tempDataDir('api-tokens');
const server = startServer({ port: PORT, dataDir, extraEnv: { LAJU_API_TOKEN_RATE: '1000000' } });
try {
  await waitForHealth(server.baseUrl, { timeoutMs: 120_000 });
  const { accessToken } = await login(server.baseUrl);
  const created = await fetch(`${server.baseUrl}/api/api-tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ name: 'Bench', roleId: 1, expiresInDays: 7 }),
  });
  if (created.status !== 201) throw new Error(`creating the token: ${created.status} ${await created.text()}`);
  const { token } = await created.json();
  const kinds = { session: `Bearer ${accessToken}`, token: `Bearer ${token}` };
  const url = `${server.baseUrl}${PATH}`;
  // Warm-up: the first requests run unoptimised code (decision 289).
  for (const authorization of Object.values(kinds)) await round(url, authorization);
  const latencies = { session: [], token: [] };
  for (let index = 0; index < ROUNDS; index += 1) {
    // Alternate which goes first, so neither always meets a cooler machine.
    const order = index % 2 === 0 ? ['session', 'token'] : ['token', 'session'];
    for (const kind of order) latencies[kind].push(...(await round(url, kinds[kind])));
  }
  const figures = Object.fromEntries(
    Object.entries(latencies).map(([kind, values]) => [kind, { n: values.length, p50: percentile(values, 50), p95: percentile(values, 95) }]),
  );
  console.log(`GET ${PATH}, ${CONCURRENCY} concurrent, ${ROUNDS} interleaved rounds of ${SECONDS} s each (load average ${loadAverage()})`);
  for (const [kind, figure] of Object.entries(figures)) console.log(`  ${kind.padEnd(8)} n=${figure.n}  p50 ${figure.p50.toFixed(1)} ms  p95 ${figure.p95.toFixed(1)} ms`);
  const difference = (figures.token.p95 - figures.session.p95) / figures.session.p95;
  const ok = figures.token.p95 <= figures.session.p95 * 1.1;
  console.log(`  token p95 vs session p95: ${difference >= 0 ? '+' : ''}${(difference * 100).toFixed(1)}%  (budget ≤ +10%)  ${verdict(ok)}`);
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
