// The budget "`npm test` as a whole ≤ 12 minutes on CI's 2 cores with today's tests":
// runs every step of `npm test` on the current code, each limited to the test files that already
// existed at a given commit (default 0942258), and prints each
// step's wall time and the total. Files added since are left out; files that existed then run
// whole, with every test they hold now (so the figure is an upper bound of "that day's tests").
// The type check, the lint and the visual step have no file list and run whole.
// Not run by `npm run bench` (it takes about as long as `npm test`): run it by hand,
//   node bench/suite/test-time.mjs [--tests-of <commit>] [--all]
// `--all` runs today's full suites instead, for the comparison.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { inGroups, TEST_STEPS } from '../../scripts/test-steps.mjs';

const args = process.argv.slice(2);
const all = args.includes('--all');
const commitAt = args.indexOf('--tests-of');
const commit = commitAt >= 0 ? args[commitAt + 1] : '0942258';

/** Paths of the commit's files that match `pattern` and still exist in the working tree. */
function filesThen(pattern) {
  const listed = execFileSync('git', ['ls-tree', '-r', '--name-only', commit], { encoding: 'utf8' }).split('\n');
  return listed.filter((file) => pattern.test(file) && existsSync(file));
}

/** The test files each step is limited to; a step not named here has no file list and runs whole. */
const limits = {
  'test:unit': () => filesThen(/^(src|contract)\/.*\.test\.tsx?$/).filter((file) => !file.includes('.browser.test.')),
  'test:stories': () => filesThen(/^(src|stories)\/.*\.stories\.tsx$/),
  'test:server': () => filesThen(/^server\/.*\.test\.ts$/),
  'test:e2e': () => filesThen(/^e2e\/demo\/.*\.spec\.ts$/),
  'test:e2e:server': () => filesThen(/^e2e\/server\/.*\.spec\.ts$/),
};
/** `npm test`'s steps (scripts/test-steps.mjs) in its groups, each with its files. */
const groups = inGroups(TEST_STEPS).map((group) => group.map(({ script }) => ({ script, files: limits[script]?.() ?? null })));

function run(script, files) {
  const extra = all || !files ? [] : ['--', ...files];
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script, ...extra], { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('close', (status) => resolve(status ?? 1));
  });
}

console.log(all ? "npm test's steps, today's full suites" : `npm test's steps, limited to the test files that existed at ${commit}`);
const results = [];
for (const group of groups) {
  const started = performance.now();
  const statuses = await Promise.all(group.map(({ script, files }) => run(script, files)));
  const status = statuses.every((code) => code === 0) ? 0 : 1;
  const seconds = (performance.now() - started) / 1000;
  const name = group.map(({ script }) => script).join(' ‖ ');
  results.push({ name, status, seconds });
  const limited = group.filter(({ files }) => files);
  const scope = all || limited.length === 0 ? 'whole' : `${limited.reduce((sum, { files }) => sum + files.length, 0)} files`;
  console.log(`  ${status === 0 ? 'PASS' : 'FAIL'}  ${name.padEnd(36)} ${scope.padEnd(10)} ${seconds.toFixed(1).padStart(7)} s`);
}
const total = results.reduce((sum, { seconds }) => sum + seconds, 0);
console.log(`  total ${(total / 60).toFixed(1)} min (steps one after another; budget 12 min)`);
process.exitCode = results.some(({ status }) => status !== 0) ? 1 : 0;
