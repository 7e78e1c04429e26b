// "Bad input" for the fingerprinted visual step (decision 130), each in one clean clone of
// HEAD (this checkout is never modified), checked in order against decision 030's messages and exit
// statuses:
//   1. nothing changed            → "0 captures taken", exit 0
//   2. another Chromium recorded  → "Comparison skipped", exit 0
//   3. a baseline file deleted    → "No baseline for story", exit 1
//   4. stale storybook-static     → rebuilt ("Building storybook-static"), exit 0
//   5. a story removed            → "no longer exist", exit 0 (the rest of its file compared)
//   6. a play function that throws→ "did not render cleanly", exit 1
// Prints one line per case; exit status non-zero when any case differs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = process.cwd();
const head = spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
const clone = mkdtempSync(path.join(tmpdir(), 'laju-bench-bad-input-'));
const git = (...args) => spawnSync('git', ['-C', clone, ...args], { stdio: 'inherit' });

function visual(...args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/visual.mjs', ...args], { cwd: clone, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.stderr.on('data', (chunk) => (text += chunk));
    child.on('exit', (code) => resolve({ code: code ?? 1, output: text }));
  });
}

function replaceIn(file, from, to) {
  const full = path.join(clone, file);
  const text = readFileSync(full, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}: update bench/visual-bad-input.mjs`);
  writeFileSync(full, text.replace(from, to));
}

const BADGE = 'src/components/ui/Badge/Badge.stories.tsx';
const cases = [
  { name: 'nothing changed', prepare: () => {}, expect: /0 captures taken/, code: 0 },
  {
    name: 'baselines made on another Chromium',
    prepare: () => replaceIn('visual/baselines/chromium.json', '"chromium": "', '"chromium": "1.'),
    expect: /Comparison skipped\. Regenerate with: npm run test:visual:update/,
    code: 0,
  },
  {
    name: 'a baseline file deleted',
    prepare: () => {
      const manifest = JSON.parse(readFileSync(path.join(clone, 'visual/baselines/fingerprints.json'), 'utf8'));
      const [key, capture] = Object.entries(manifest.captures).find(([k]) => k.startsWith('ui-badge--'));
      unlinkSync(path.join(clone, 'visual/baselines', capture.file));
      console.log(`  (deleted ${capture.file}, the baseline of ${key})`);
    },
    expect: /No baseline for story .* Create it with: npm run test:visual:update/,
    code: 1,
  },
  {
    name: 'stale storybook-static (built from other sources)',
    prepare: () => {
      // A built storybook-static is in the clone from case 3; its stamp says other sources.
      if (existsSync(path.join(clone, 'storybook-static/.visual-sources'))) writeFileSync(path.join(clone, 'storybook-static/.visual-sources'), 'other');
      // …and a change to one story file, so the run needs the build.
      replaceIn(BADGE, 'export default meta;', 'export default meta;\n// stale build\n');
    },
    expect: /Building storybook-static/,
    code: 0,
  },
  {
    name: 'a story removed',
    prepare: () => {
      // The last story but the Dark one: the global setup refuses a story file without a dark story (decision 318).
      const text = readFileSync(path.join(clone, BADGE), 'utf8');
      const stories = [...text.matchAll(/\nexport const (\w+)/g)];
      const removed = stories.filter((story) => story[1] !== 'Dark').at(-1);
      const next = stories.find((story) => story.index > removed.index);
      writeFileSync(path.join(clone, BADGE), text.slice(0, removed.index) + (next ? text.slice(next.index) : '\n'));
    },
    expect: /baselines belong to stories that no longer exist/,
    code: 0,
  },
  {
    name: 'a play function that throws',
    prepare: () =>
      replaceIn(
        BADGE,
        "await expect(within(canvasElement).getByText('NEW')).toBeVisible();",
        "await expect(within(canvasElement).getByText('NEW')).toBeVisible();\n    throw new Error('bench: thrown on purpose');",
      ),
    expect: /did not render cleanly/,
    code: 1,
  },
];

let failed = false;
try {
  spawnSync('git', ['clone', '--quiet', '--no-checkout', root, clone], { stdio: 'inherit' });
  git('checkout', '--quiet', head);
  symlinkSync(path.join(root, 'node_modules'), path.join(clone, 'node_modules'));
  for (const { name, prepare, expect, code } of cases) {
    // Each case starts from HEAD's files (storybook-static, ignored by git, stays).
    git('checkout', '--quiet', '--', '.');
    prepare();
    const started = Date.now();
    const result = await visual();
    const ok = result.code === code && expect.test(result.output);
    const said = result.output.split('\n').find((line) => expect.test(line)) ?? result.output.trim().split('\n').slice(-3).join(' | ');
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: exit ${result.code} (want ${code}), ${((Date.now() - started) / 1000).toFixed(1)} s — ${said.trim().slice(0, 300)}`);
    if (!ok) failed = true;
  }
} finally {
  rmSync(clone, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
