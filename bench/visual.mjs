// The visual step's budgets (decision 130):
//   - `npm run test:visual` on a clean clone where nothing changed since the baselines: ≤ 240 s;
//   - a full run (every capture) projected to 3× today's stories: ≤ 600 s, from the measured
//     per-capture cost (BENCH_VISUAL_FULL=0 skips the full run, ~8–10 min on 2 busy cores);
//   - committed baselines (lossless WebP, decision 340): no two byte-identical files, ≤ 60 MB in all.
// The clean clone is of the committed HEAD (uncommitted changes are not in it), in a temporary
// folder, with node_modules linked from this checkout (npm ci is CI's own step, not the visual one).
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const NO_CHANGE_BUDGET_S = 240;
const BASELINES_BUDGET_MB = 60;
const FULL_3X_BUDGET_S = 600;
const root = process.cwd();
const baselineDir = path.join(root, 'visual', 'baselines');
let failed = false;

// 1. Committed baselines.
const head = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
const tracked = spawnSync('git', ['ls-files', 'visual/baselines'], { encoding: 'utf8' })
  .stdout.split('\n')
  .filter((file) => file.endsWith('.webp'));
const bySha = new Map();
let bytes = 0;
for (const file of tracked) {
  const content = readFileSync(path.join(root, file));
  bytes += content.length;
  const sha = createHash('sha256').update(content).digest('hex');
  bySha.set(sha, [...(bySha.get(sha) ?? []), file]);
}
const duplicates = [...bySha.values()].filter((files) => files.length > 1);
const manifestFile = path.join(baselineDir, 'fingerprints.json');
const captures = existsSync(manifestFile) ? Object.keys(JSON.parse(readFileSync(manifestFile, 'utf8')).captures).length : 0;
const withinSize = bytes / 1e6 <= BASELINES_BUDGET_MB;
console.log(
  `visual baselines at ${head.slice(0, 10)}: ${tracked.length} WebP files, ${(bytes / 1e6).toFixed(1)} MB, for ${captures} captures; ` +
    `budget ≤ ${BASELINES_BUDGET_MB} MB → ${withinSize ? 'within budget' : 'FAILED'}`,
);
console.log(`  byte-identical groups: ${duplicates.length}${duplicates.length ? ` (e.g. ${duplicates[0].join(', ')}) → FAILED` : ' → ok'}`);
if (duplicates.length || !withinSize) failed = true;

/** Runs a command, echoing its output, and returns { code, seconds, output }. */
function run(command, args, options) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('exit', (code) => resolve({ code, seconds: (performance.now() - started) / 1000, output }));
  });
}

// 2. A clean clone where nothing changed since the baselines.
const clone = mkdtempSync(path.join(tmpdir(), 'laju-bench-visual-'));
try {
  spawnSync('git', ['clone', '--quiet', '--no-checkout', root, clone], { stdio: 'inherit' });
  spawnSync('git', ['-C', clone, 'checkout', '--quiet', head], { stdio: 'inherit' });
  symlinkSync(path.join(root, 'node_modules'), path.join(clone, 'node_modules'));
  console.log(`\nclean clone of ${head.slice(0, 10)} in ${clone} (no storybook-static): npm run test:visual`);
  const quiet = await run(process.execPath, ['scripts/visual.mjs'], { cwd: clone });
  const within = quiet.code === 0 && quiet.seconds <= NO_CHANGE_BUDGET_S;
  console.log(
    `\nvisual step, nothing changed, clean clone: ${quiet.seconds.toFixed(1)} s, exit ${quiet.code}; budget ≤ ${NO_CHANGE_BUDGET_S} s → ${within ? 'within budget' : 'FAILED'}`,
  );
  if (!within) failed = true;

  // 3. A full run (every capture), in the same clone: build + capture, then the projection.
  if (process.env.BENCH_VISUAL_FULL !== '0') {
    console.log(`\nfull run in the clean clone: npm run test:visual -- --full`);
    const fullRun = await run(process.execPath, ['scripts/visual.mjs', '--full'], { cwd: clone });
    const built = Number(/Built storybook-static in ([\d.]+) s/.exec(fullRun.output)?.[1] ?? 0);
    const line = /Visual: (\d+) captures of (\d+) stories.*?, ([\d.]+) s\n/.exec(fullRun.output);
    if (!line) {
      console.log('  no summary line: the run did not capture → FAILED');
      failed = true;
    } else {
      const [count, stories, captureS] = [Number(line[1]), Number(line[2]), Number(line[3])];
      const perCapture = captureS / count;
      const fixed = fullRun.seconds - captureS; // fingerprints, Chromium check, build, server, global setup
      const projected = fixed + 3 * count * perCapture;
      const ok = fullRun.code === 0 && projected <= FULL_3X_BUDGET_S;
      console.log(
        `\nvisual step, full: ${fullRun.seconds.toFixed(1)} s (exit ${fullRun.code}) = ${fixed.toFixed(1)} s fixed (build ${built.toFixed(1)} s) + ` +
          `${count} captures of ${stories} stories in ${captureS.toFixed(1)} s (${(perCapture * 1000).toFixed(0)} ms each, ${availableParallelism()} cores)`,
      );
      console.log(
        `  projection at 3× today's stories (${3 * count} captures): ${fixed.toFixed(1)} + ${(3 * count * perCapture).toFixed(1)} = ${projected.toFixed(1)} s; ` +
          `budget ≤ ${FULL_3X_BUDGET_S} s → ${ok ? 'within budget' : 'FAILED'}`,
      );
      if (!ok) failed = true;
    }
  }
} finally {
  rmSync(clone, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
