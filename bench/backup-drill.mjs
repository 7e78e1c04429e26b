// Budget (docs/decisions/342-backups.md): 0 differing rows and 0 differing image bytes after a
// restore, over 5 drill rounds per engine. Each round is the restore drill of
// server/test/backup-drill.test.ts on one source that keeps growing: records and photos written, a
// backup taken while customers are still being written, restored into a fresh target, every table's
// rows and every named picture's bytes compared with the source at the backup's snapshot, and LAJU
// started on the restored target. The drill writes one line of figures per round; this prints them.
// Run: node bench/backup-drill.mjs [--rounds 5]   (PostgreSQL needs LAJU_BENCH_DATABASE_URL or
//      LAJU_TEST_DATABASE_URL; without one, only PGlite is drilled and the budget is not met)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadAverage, verdict } from '../server/bench/harness.mjs';

const roundsArgument = process.argv.indexOf('--rounds');
const ROUNDS = Number(roundsArgument === -1 ? 5 : process.argv[roundsArgument + 1]);
if (!(ROUNDS >= 1)) throw new Error('--rounds must be a whole number from 1');
const DATABASE_URL = process.env.LAJU_BENCH_DATABASE_URL ?? process.env.LAJU_TEST_DATABASE_URL;
const ENGINES = ['pglite', 'postgres'];

const thousands = (value) => value.toLocaleString('en-US');
let allMet = true;
console.log(`backup drill: ${ROUNDS} rounds per engine (load ${loadAverage()})`);
for (const engine of ENGINES) {
  if (engine === 'postgres' && !DATABASE_URL) {
    console.log('  postgres: not drilled (no LAJU_BENCH_DATABASE_URL or LAJU_TEST_DATABASE_URL) FAIL');
    allMet = false;
    continue;
  }
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'laju-drill-bench-')), 'rounds.jsonl');
  const started = Date.now();
  const run = spawnSync('npx', ['vitest', 'run', '-c', 'vitest.server.config.ts', '--project', `server-${engine}`, 'server/test/backup-drill.test.ts'], {
    env: { ...process.env, LAJU_TEST_DATABASE_URL: DATABASE_URL ?? '', LAJU_DRILL_ROUNDS: String(ROUNDS), LAJU_DRILL_REPORT: report },
    encoding: 'utf8',
  });
  const rounds = fs.existsSync(report) ? fs.readFileSync(report, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line)) : [];
  fs.rmSync(path.dirname(report), { recursive: true, force: true });
  const sum = (key) => rounds.reduce((total, round) => total + round[key], 0);
  const met = run.status === 0 && rounds.length === ROUNDS && sum('rowsDiffering') === 0 && sum('filesDiffering') === 0;
  allMet &&= met;
  for (const round of rounds) {
    console.log(
      `  ${engine} round ${round.round}: ${thousands(round.rows)} rows in ${round.tables} tables, ${round.rowsDiffering} differing; ` +
        `${round.files} pictures (${thousands(round.bytes)} bytes), ${round.filesDiffering} differing`,
    );
  }
  console.log(
    `  ${engine}: ${rounds.length} of ${ROUNDS} rounds compared in ${((Date.now() - started) / 1000).toFixed(0)} s, ` +
      `${sum('rowsDiffering')} differing rows, ${sum('filesDiffering')} differing pictures (budget 0 and 0) ${verdict(met)}`,
  );
  if (run.status !== 0) console.log(run.stdout.split('\n').filter((line) => /FAIL|Error|expected/.test(line)).slice(0, 10).join('\n'));
}
process.exitCode = allMet ? 0 : 1;
