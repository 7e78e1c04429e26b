// `npm test`: every suite, one after another, each timed; the run fails if any suite fails.
// Each suite's output goes straight to the terminal and is also kept, so that the summary at the
// end names the tests that failed: a CI log is often read from its tail only.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { inGroups, TEST_STEPS } from './test-steps.mjs';

const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
const steps = TEST_STEPS.filter(({ script }) => scripts[script]);

// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[[0-9;]*[A-Za-z]/g;
// Vitest marks a failed test `×` and lists it as `FAIL  file > name`; Playwright marks it `✘`
// and lists it as `1) [project] › file › name`; tsc prints `error TS`; ESLint `  12:3  error`.
// Vitest can also fail a run whose tests all passed, on an error thrown outside any test: its
// `Unhandled …` banner is kept with the two lines that follow it (the error and where it came from).
const failureLine = /^\s*(?:×\s|✘\s|FAIL\s|\d+\) \S|.*\berror TS\d+|\d+:\d+\s+error\s|.*This error originated in)/;
const unhandled = /Unhandled (?:Rejection|Errors?)/;

/** Runs `npm run script`, its output streamed to the terminal, or kept in `held` to print later. */
function run(script, held) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } });
    const failures = new Set();
    let pending = '';
    let context = 0;
    const take = (chunk, out) => {
      out.write(chunk);
      const lines = (pending + chunk.toString('utf8')).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const plain = line.replace(ansi, '').replace(/\r/g, '').trimEnd();
        const banner = unhandled.test(plain);
        const inContext = !banner && context > 0 && plain.trim() !== '';
        if (banner) context = 3;
        else if (inContext) context -= 1;
        if ((banner || inContext || failureLine.test(plain)) && failures.size < 40) failures.add(plain.trim());
      }
    };
    const stdout = held ? { write: (chunk) => held.push(chunk) } : process.stdout;
    const stderr = held ? { write: (chunk) => held.push(chunk) } : process.stderr;
    child.stdout.on('data', (chunk) => take(chunk, stdout));
    child.stderr.on('data', (chunk) => take(chunk, stderr));
    child.on('close', (status) => resolve({ status, failures: [...failures] }));
  });
}

const only = process.argv.slice(2);
const chosen = steps.filter(({ script }) => !only.length || only.includes(script));
const results = [];
for (const batch of inGroups(chosen)) {
  if (batch.length === 1) {
    const [{ script, label }] = batch;
    console.log(`\n━━━ ${label} (npm run ${script})`);
    const started = Date.now();
    const { status, failures } = await run(script);
    results.push({ label, ok: status === 0, seconds: (Date.now() - started) / 1000, failures });
    continue;
  }
  console.log(`\n━━━ ${batch.map(({ label }) => label).join(' and ')}, side by side`);
  const finished = await Promise.all(
    batch.map(async ({ script, label }) => {
      const held = [];
      const started = Date.now();
      const { status, failures } = await run(script, held);
      return { script, label, held, ok: status === 0, seconds: (Date.now() - started) / 1000, failures };
    }),
  );
  for (const { script, label, held, ok, seconds, failures } of finished) {
    console.log(`\n━━━ ${label} (npm run ${script})`);
    for (const chunk of held) process.stdout.write(chunk);
    results.push({ label, ok, seconds, failures });
  }
}

console.log('\n━━━ Summary');
for (const { label, ok, seconds, failures } of results) {
  console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label.padEnd(36)} ${seconds.toFixed(1).padStart(7)} s`);
  // A passing suite's failure lines are shown too: a test that failed and then passed must not
  // vanish from the summary.
  for (const line of failures) console.log(`          ${line}`);
}
const failed = results.filter((result) => !result.ok).length;
console.log(failed ? `\n${failed} suite(s) failed.` : '\nAll suites passed.');
process.exitCode = failed ? 1 : 0;
