// Proof that the fingerprinted visual step still catches a one-unit colour change (decision 130),
// in a clean clone of HEAD so this checkout is never modified:
//   1. a shared token: `primary` in src/theme/palette.ts, #1d4fd7 → #1d4fd6 (global: every capture
//      is taken again; the run stops after 50 differences, decision 030);
//   2. one component's style: the neutral Badge's border colour, the `border` token one unit off
//      (only stories whose module graph reaches Badge.tsx are taken).
// Each must exit non-zero with differences; the figures (captures taken, not taken, differences,
// time) are printed. Not part of `npm run bench`'s budgets but run by it (≈ 5–8 minutes).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = process.cwd();
const head = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim();

function edit(dir, file, from, to) {
  const full = path.join(dir, file);
  const text = readFileSync(full, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${from}: update bench/visual-catches.mjs`);
  writeFileSync(full, text.replace(from, to));
}

const cases = [
  {
    name: 'shared token: primary #1d4fd7 → #1d4fd6 (src/theme/palette.ts, the global stylesheet)',
    apply: (dir) => edit(dir, 'src/theme/palette.ts', "primary: '#1d4fd7'", "primary: '#1d4fd6'"),
  },
  {
    name: "one component's style: Badge's neutral border one unit off the border token (src/components/ui/Badge/Badge.tsx)",
    apply: (dir) =>
      edit(
        dir,
        'src/components/ui/Badge/Badge.tsx',
        'border: 1px solid ${tokens.color.border};',
        'border: 1px solid color-mix(in srgb, ${tokens.color.border}, #000 0.4%);',
      ),
  },
];

let failed = false;
for (const { name, apply } of cases) {
  const clone = mkdtempSync(path.join(tmpdir(), 'laju-bench-catches-'));
  try {
    spawnSync('git', ['clone', '--quiet', '--no-checkout', root, clone], { stdio: 'inherit' });
    spawnSync('git', ['-C', clone, 'checkout', '--quiet', head], { stdio: 'inherit' });
    symlinkSync(path.join(root, 'node_modules'), path.join(clone, 'node_modules'));
    apply(clone);
    console.log(`\n${name}: npm run test:visual in a clean clone of ${head.slice(0, 10)}`);
    const started = performance.now();
    const { code, output } = await new Promise((resolve) => {
      const child = spawn(process.execPath, ['scripts/visual.mjs'], { cwd: clone, stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (chunk) => (text += chunk));
      child.stderr.on('data', (chunk) => (text += chunk));
      child.on('exit', (exitCode) => resolve({ code: exitCode ?? 1, output: text }));
    });
    const seconds = (performance.now() - started) / 1000;
    const line = /^Visual: \d+ captures.*$/m.exec(output)?.[0] ?? 'no summary line';
    const stopped = /^Visual: stopped early.*$/m.exec(output)?.[0];
    const differences = Number(/, (\d+) differences/.exec(line)?.[1] ?? 0);
    const caught = code !== 0 && differences > 0;
    console.log(`  ${line}${stopped ? `\n  ${stopped}` : ''}`);
    console.log(`  exit ${code}, ${seconds.toFixed(1)} s → ${caught ? 'caught' : 'NOT CAUGHT'}`);
    if (!caught) {
      failed = true;
      console.log(output.slice(-3000));
    }
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
}
process.exitCode = failed ? 1 : 0;
