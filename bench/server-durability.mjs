// Budget: 0 acknowledged writes lost over 5 `kill -9` rounds per engine, each
// a burst of 1,000 acknowledged writes (a role and its change-log row) with kill -9 of the server
// after 500 and a restart on the same data; nothing half-done; the restarted server stops cleanly.
// PostgreSQL when LAJU_BENCH_DATABASE_URL or LAJU_TEST_DATABASE_URL is set (a throw-away database).
// Run: node bench/server-durability.mjs   (the rounds are in server/bench/durability.ts)
import { spawnSync } from 'node:child_process';

const { status } = spawnSync(process.execPath, ['--import', 'tsx', 'server/bench/durability.ts', '5', '1000'], { stdio: 'inherit' });
process.exitCode = status ?? 1;
