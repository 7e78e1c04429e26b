// Budgets: a webhook posted ≤ 2 s after its change's commit (p95) with two instances running; a
// 10,000-event backlog drained ≤ 60 s to a local receiver; 0 events lost (and duplicates counted)
// over 5 rounds of `kill -9` of an instance mid-drain. PostgreSQL: LAJU_BENCH_DATABASE_URL or
// LAJU_TEST_DATABASE_URL (a throw-away database is made on it), else 127.0.0.1:5432.
// Run: node bench/webhooks.mjs   (the rounds are in server/test/instances/webhooks-bench.ts)
import { spawnSync } from 'node:child_process';

const { status } = spawnSync(process.execPath, ['--import', 'tsx', 'server/test/instances/webhooks-bench.ts'], { stdio: 'inherit' });
process.exitCode = status ?? 1;
