// Fingerprints for the visual step (docs/decisions/130-visual-fingerprints.md).
//
// A capture (story × theme) can only render differently when something it is made from changed.
// Its fingerprint is a SHA-256 of:
//   - the global part: the Chromium version, the installed fonts (fc-list), the capture code
//     (e2e/visual's spec, global setup and server, e2e/support, playwright.visual.config.ts, this
//     file), the Storybook
//     configuration (.storybook: preview, decorators, loaders) and every source file the preview
//     imports (theme tokens, i18n, mock handlers and db, …), everything in public/ (locales loaded
//     at runtime, fonts, the MSW worker), package.json, package-lock.json, vite.config.ts and build/, tsconfig*,
//     src/lib/shims (vite.config.ts aliases to it), src/theme (the global stylesheet is made from it);
//   - the story file's part: the content of every project file its module imports, transitively
//     (found by esbuild's bundler with node_modules left external: the lockfile stands for them);
//   - the story id and theme.
// A file esbuild cannot follow gets a fingerprint that never matches (it is always captured).
// Safety over speed: when in doubt, a file is in the global part.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/** Bump when the fingerprint's recipe changes: every capture is then taken again. */
export const RECIPE = 'laju-visual-fingerprint-1';

// Not listed (they cannot change a pixel): scripts/visual.mjs (builds, serves, plans, reports) and
// e2e/visual/summary-reporter.ts (prints). Everything else the capture runs is.
const GLOBAL_ENTRIES = [
  '.storybook',
  'public',
  'e2e/visual/stories.visual.ts',
  'e2e/visual/global-setup.ts',
  'e2e/visual/serve.mjs',
  'e2e/support',
  'scripts/visual-fingerprint.mjs',
  'playwright.visual.config.ts',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'build',
  'tsconfig.json',
  'tsconfig.node.json',
  'src/lib/shims',
  // The global stylesheet (decision 283) is made from the theme by vite.config.ts's plugin and
  // imported as `virtual:laju-global.css`, which esbuild cannot follow from the preview: the whole
  // theme folder is global, so a colour changed in palette.ts takes every capture again.
  'src/theme',
];
/** The story globs of .storybook/main.ts (a change there changes the global part too). */
const STORY_ROOTS = ['src', 'stories'];
const STORY_FILE = /\.stories\.(ts|tsx)$/;

const sha = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

function listFiles(entry) {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry)
    .sort()
    .flatMap((child) => listFiles(path.join(entry, child)));
}

const toPosix = (file) => file.split(path.sep).join('/');

/** Story files as Storybook finds them (.storybook/main.ts), repository-relative, sorted. */
export function storyFiles(root = '.') {
  return STORY_ROOTS.flatMap((dir) => listFiles(path.join(root, dir)))
    .filter((file) => STORY_FILE.test(file) && !file.includes('node_modules'))
    .map((file) => toPosix(path.relative(root, file)))
    .sort();
}

function hashFiles(root, files) {
  const hash = createHash('sha256');
  for (const file of [...new Set(files)].sort()) {
    hash.update(file).update('\0');
    const full = path.join(root, file);
    hash.update(existsSync(full) ? readFileSync(full) : 'missing').update('\0');
  }
  return hash.digest('hex');
}

function fontList() {
  const run = spawnSync('fc-list', ['--format', '%{file}|%{family}|%{style}\\n'], { encoding: 'utf8' });
  if (run.status !== 0) return 'fc-list unavailable';
  return run.stdout.split('\n').filter(Boolean).sort().join('\n');
}

/**
 * For each entry, the project files (not node_modules) its module graph reaches, static and
 * dynamic imports alike. One esbuild run for all entries; entries it cannot bundle get null.
 */
async function closures(root, entries) {
  const options = {
    absWorkingDir: path.resolve(root),
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    packages: 'external',
    outdir: 'out',
    logLevel: 'silent',
    jsx: 'automatic',
    loader: {
      '.svg': 'file',
      '.png': 'file',
      '.jpg': 'file',
      '.webp': 'file',
      '.gif': 'file',
      '.woff': 'file',
      '.woff2': 'file',
      '.ttf': 'file',
      '.css': 'css',
      '.json': 'json',
      '.md': 'text',
      '.mdx': 'text',
    },
  };
  const result = new Map();
  const collect = (metafile) => {
    for (const output of Object.values(metafile.outputs)) {
      if (!output.entryPoint) continue;
      const inputs = Object.keys(output.inputs).filter((file) => !file.includes('node_modules'));
      result.set(toPosix(output.entryPoint), inputs.map(toPosix));
    }
  };
  try {
    collect((await build({ ...options, entryPoints: entries })).metafile);
  } catch {
    // One entry esbuild cannot follow: bundle one by one, those failing get null (always captured).
    for (const entry of entries) {
      try {
        collect((await build({ ...options, entryPoints: [entry] })).metafile);
      } catch {
        result.set(entry, null);
      }
    }
  }
  return result;
}

/**
 * { global, files: { 'src/…/X.stories.tsx': hash | null } } for the working tree at root.
 * `chromium` is the running Chromium's version.
 */
export async function computeFingerprints({ root = '.', chromium }) {
  const stories = storyFiles(root);
  const graph = await closures(root, ['.storybook/preview.tsx', ...stories]);
  const preview = graph.get('.storybook/preview.tsx');
  const globalFiles = [...GLOBAL_ENTRIES.flatMap((entry) => listFiles(path.join(root, entry)).map((f) => toPosix(path.relative(root, f)))), ...(preview ?? [])];
  const global = sha(RECIPE, `chromium ${chromium}`, fontList(), preview ? 'preview ok' : `preview unresolved ${Date.now()}`, hashFiles(root, globalFiles));
  const files = {};
  for (const file of stories) {
    const inputs = graph.get(file);
    files[file] = inputs ? hashFiles(root, [file, ...inputs]) : null;
  }
  return { global, files };
}

/** A capture's fingerprint; null (never matches) when its file could not be followed. */
export function captureFingerprint(fingerprints, file, id, theme) {
  const fileHash = fingerprints.files[file];
  if (!fileHash) return null;
  return sha(fingerprints.global, fileHash, id, theme).slice(0, 32);
}
