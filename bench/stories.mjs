// Foundation issue budget: "the story test suite: under 3 minutes on 2 cores".
// Times `npm run test:stories` (every story rendered and its play function run in Chromium, on
// React's production build) from spawn to exit, wall clock, and reads the test counts from
// Vitest's JSON reporter (written to a temporary file beside the usual output).
// Exits non-zero when the suite fails, or passes but takes longer than the budget.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';

const BUDGET_S = 180;
/** A hung run is stopped here, well past the budget, so `npm run bench` always ends. */
const HARD_LIMIT_S = Number(process.env.STORIES_HARD_LIMIT_S ?? 900);

const dir = mkdtempSync(path.join(tmpdir(), 'laju-bench-stories-'));
const jsonFile = path.join(dir, 'vitest.json');
const cores = availableParallelism();

const started = performance.now();
// Through the npm script, so that the run is the one `npm test` makes, its environment included.
// npm does not pass a signal on to the script: the run gets a process group of its own, and a
// timeout or a Ctrl+C stops the whole group (npm, vitest, Chromium).
const child = spawn('npm', ['run', '--silent', 'test:stories', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${jsonFile}`], {
  stdio: 'inherit',
  detached: true,
});
const stopRun = (signal) => process.kill(-child.pid, signal);
process.once('SIGINT', () => stopRun('SIGINT'));
let timedOut = false;
const timer = setTimeout(() => {
  timedOut = true;
  stopRun('SIGTERM');
}, HARD_LIMIT_S * 1000);
const { code, signal } = await new Promise((resolve, reject) => {
  child.once('error', reject);
  child.once('exit', (exitCode, exitSignal) => resolve({ code: exitCode, signal: exitSignal }));
});
clearTimeout(timer);
const wallS = (performance.now() - started) / 1000;

let report = null;
try {
  report = JSON.parse(readFileSync(jsonFile, 'utf8'));
} catch {
  // No report: the run died before writing it; the exit code says why.
}
rmSync(dir, { recursive: true, force: true });

const passed = code === 0 && !timedOut && (report?.success ?? false);
const within = wallS <= BUDGET_S;
console.log(`\nstory test suite: vitest run --project storybook, ${cores} cores available${cores === 2 ? '' : ' (the budget is for 2)'}`);
if (report) {
  const files = report.testResults?.length ?? 0;
  console.log(
    `  ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests + (report.numTodoTests ?? 0)} skipped, of ${report.numTotalTests} tests in ${files} files`,
  );
} else {
  console.log('  no JSON report was written');
}
console.log(
  `  wall time ${wallS.toFixed(1)} s${timedOut ? ` (stopped at the ${HARD_LIMIT_S} s hard limit)` : ''}; exit ${signal ?? code}` +
    `; budget: under ${BUDGET_S} s → ${!passed ? 'FAILED' : within ? 'within budget' : 'OVER BUDGET'}`,
);
process.exitCode = passed && within ? 0 : 1;
