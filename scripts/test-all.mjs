// `npm test`: every suite, one after another, each timed; the run fails if any suite fails.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts;
const steps = [
  ['typecheck', 'Type check'],
  ['lint', 'Lint (with the layering fixture)'],
  ['test:unit', 'Unit tests'],
  ['test:stories', 'Story tests (Chromium, a11y)'],
  ['test:server', 'Server tests'],
  ['test:e2e', 'End-to-end, MSW demo build'],
  ['test:e2e:server', 'End-to-end, npm start'],
  ['test:visual', 'Visual regression'],
].filter(([script]) => scripts[script]);

const only = process.argv.slice(2);
const results = [];
for (const [script, label] of steps) {
  if (only.length && !only.includes(script)) continue;
  console.log(`\n━━━ ${label} (npm run ${script})`);
  const started = Date.now();
  const run = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } });
  results.push({ label, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
}

console.log('\n━━━ Summary');
for (const { label, ok, seconds } of results) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label.padEnd(36)} ${seconds.toFixed(1).padStart(7)} s`);
const failed = results.filter((result) => !result.ok).length;
console.log(failed ? `\n${failed} suite(s) failed.` : '\nAll suites passed.');
process.exitCode = failed ? 1 : 0;
