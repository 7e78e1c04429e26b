// The full story suite N times in a row (default 10) under a CPU hog, counting
// failures. Not run by `npm run bench` (it takes N × 2–4 minutes): run it by hand,
//   node bench/flake/stories-loop.mjs [runs] [hogs]
// The hog is `hogs` busy-looping processes (default: one per core), started before the first run
// and stopped after the last. Every run's failed tests are printed by name; the exit status is
// non-zero when any run failed.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const runs = Number(process.argv[2] ?? 10);
const hogCount = Number(process.argv[3] ?? availableParallelism());
const hogs = Array.from({ length: hogCount }, () =>
  spawn(process.execPath, ['-e', 'for (;;) { Math.sqrt(Math.random()); }'], { stdio: 'ignore' }),
);
let current;
const stopHogs = () => {
  hogs.forEach((hog) => hog.kill('SIGKILL'));
  current?.kill('SIGTERM');
};
process.on('exit', stopHogs);
process.on('SIGINT', () => process.exit(130));

const dir = mkdtempSync(path.join(tmpdir(), 'laju-stories-loop-'));
const results = [];
for (let run = 1; run <= runs; run += 1) {
  const jsonFile = path.join(dir, `run-${run}.json`);
  const started = performance.now();
  const code = await new Promise((resolve) => {
    const child = (current = spawn('node_modules/.bin/vitest', ['run', '--project', 'storybook', '--reporter=dot', '--reporter=json', `--outputFile.json=${jsonFile}`], {
      stdio: ['ignore', 'ignore', 'inherit'],
    }));
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  const seconds = (performance.now() - started) / 1000;
  let report;
  try {
    report = JSON.parse(readFileSync(jsonFile, 'utf8'));
  } catch {
    report = undefined;
  }
  const failedTests = (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults.filter((test) => test.status === 'failed').map((test) => `${test.fullName}: ${(test.failureMessages[0] ?? '').split('\n')[0]}`),
  );
  results.push({ run, code, seconds, passed: report?.numPassedTests ?? 0, failed: report?.numFailedTests ?? 0, failedTests });
  console.log(
    `run ${run}/${runs}: exit ${code}, ${report?.numPassedTests ?? '?'} passed, ${report?.numFailedTests ?? '?'} failed, ${seconds.toFixed(1)} s (${hogCount} hog processes)`,
  );
  for (const name of failedTests) console.log(`  FAILED ${name.slice(0, 400)}`);
}
stopHogs();
rmSync(dir, { recursive: true, force: true });
const bad = results.filter((result) => result.code !== 0 || result.failed > 0);
console.log(`\nstory suite under a CPU hog: ${runs - bad.length} of ${runs} runs passed, ${results.reduce((n, r) => n + r.failed, 0)} failed tests in all.`);
process.exitCode = bad.length ? 1 : 0;
