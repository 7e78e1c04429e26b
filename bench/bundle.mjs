// Bundle budgets (issue 2): gzip size of the JavaScript each view needs, from the production build.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist';
if (!process.argv.includes('--no-build')) {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
}
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

/** Every chunk a module needs before it can run: itself and its static imports, recursively. */
function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const entry = manifest[key];
    if (!entry) throw new Error(`No manifest entry ${key}`);
    seen.add(key);
    closure(entry.imports ?? [], seen);
  }
  return seen;
}

const gzipKiB = (keys) =>
  [...keys].reduce((sum, key) => sum + gzipSync(readFileSync(path.join(dist, manifest[key].file)), { level: 9 }).length, 0) / 1024;

const entry = 'index.html';
const views = [
  { name: 'JavaScript to render /login', keys: [entry, 'src/features/auth/screens/LoginScreen.tsx'], budget: 125 },
  { name: 'Signed-in shell without a page', keys: [entry, 'src/app/shell/ProtectedShell.tsx'], budget: 150 },
];

let failed = false;
console.log('\nBundle (gzip -9, production build)');
for (const view of views) {
  const size = gzipKiB(closure(view.keys));
  const ok = size <= view.budget;
  failed ||= !ok;
  console.log(`  ${view.name.padEnd(36)} ${size.toFixed(1).padStart(7)} KiB   budget ≤ ${view.budget} KiB   ${ok ? 'within' : 'OVER'}`);
}
// The floor: the same libraries with no LAJU code, built the same way.
const { build } = await import('vite');
const { default: react } = await import('@vitejs/plugin-react');
const floorDir = path.join('node_modules', '.cache', 'laju-bench-floor');
await build({
  configFile: false,
  logLevel: 'error',
  plugins: [react()],
  build: { outDir: floorDir, emptyOutDir: true, modulePreload: { polyfill: false }, rollupOptions: { input: 'bench/fixtures/bare-stack.tsx' } },
});
const floorFiles = readdirSync(path.join(floorDir, 'assets')).filter((file) => file.endsWith('.js'));
const floor = floorFiles.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(floorDir, 'assets', file)), { level: 9 }).length, 0) / 1024;
console.log(`  ${'Floor: the libraries alone, no app code'.padEnd(36)} ${floor.toFixed(1).padStart(7)} KiB   (React 19, data router, styled-components, i18next + react-i18next + detector + http backend)`);

const lazyChunks = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry);
for (const [key] of lazyChunks) {
  const own = gzipKiB(new Set([key]));
  console.log(`  lazy chunk ${key.padEnd(48)} ${own.toFixed(1).padStart(6)} KiB`);
}
process.exitCode = failed ? 1 : 0;
