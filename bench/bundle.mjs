// Bundle budgets: gzip size of the JavaScript each view needs, from the production build.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist';
if (!process.argv.includes('--no-build')) {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--configLoader', 'runner', '--logLevel', 'warn'], { stdio: 'inherit' });
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--configLoader', 'runner', '--logLevel', 'warn', '-c', 'vite.receipt.config.ts'], { stdio: 'inherit' });
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

// The entry chunk starts the first requests and then imports the React half of start-up, which
// every page needs before it renders (decision 140): both count as the entry.
const entry = 'index.html';
const boot = chunkNamed('boot'); // build/chunk-plan.ts: what src/app/boot.tsx imports
function chunkNamed(name) {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate].name === name && !manifest[candidate].src);
  if (!key) throw new Error(`No chunk named ${name}: see build/chunk-plan.ts`);
  return key;
}
const views = [
  // A first load of /login renders without the router (decision 007).
  { name: 'JavaScript to render /login', keys: [entry, boot, 'src/app/StandaloneLogin.tsx'], budget: 125 },
  // The router and the signed-in layout: build/chunk-plan.ts builds them into one chunk named "shell"
  // (the router's module, the guards, the layout and the libraries only they use).
  { name: 'Signed-in shell without a page', keys: [entry, boot, chunkNamed('shell')], budget: 160 },
];

let failed = false;
console.log('\nBundle (gzip -9, production build)');
for (const view of views) {
  const size = gzipKiB(closure(view.keys));
  const ok = size <= view.budget;
  failed ||= !ok;
  console.log(`  ${view.name.padEnd(36)} ${size.toFixed(2).padStart(7)} KiB   budget ≤ ${view.budget} KiB   ${ok ? 'within' : 'OVER'}`);
}
// The build's configuration stays readable: the chunk plan and plugins live in build/.
const configLines = readFileSync('vite.config.ts', 'utf8').trimEnd().split('\n').length;
console.log(`  ${'vite.config.ts'.padEnd(36)} ${String(configLines).padStart(7)} lines budget ≤ 150 lines   ${configLines <= 150 ? 'within' : 'OVER'}`);
failed ||= configLines > 150;
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
console.log(`  ${'Floor: the libraries alone, no app code'.padEnd(36)} ${floor.toFixed(1).padStart(7)} KiB   (React 19, data router, styled-components, i18next + react-i18next + detector)`);

// Each area's route chunks ≤ 30 KiB gzip. A route chunk is what a page of the area
// downloads after the shell: its own chunks and the shared app chunks it imports, but not the
// form libraries' chunk (react-hook-form + zod + resolver, build/chunk-plan.ts), which every form of
// every area shares, is downloaded once and is printed on its own line (decision 114).
const shellKeys = closure([entry, boot, chunkNamed('shell')]);
const formsChunk = chunkNamed('forms');
const isLibraryChunk = (key) => key === formsChunk;
const ROUTE_BUDGET = 30;
// Every feature folder is an area (decision 162): a new one is measured without editing this list.
const areas = readdirSync('src/features', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
console.log(`\nRoute chunks per area (gzip -9, beyond the shell; budget ≤ ${ROUTE_BUDGET} KiB per route)`);
console.log(`  ${'forms: react-hook-form + zod, shared'.padEnd(48)} ${gzipKiB(new Set([formsChunk])).toFixed(1).padStart(6)} KiB   (once, for every form)`);
for (const area of areas) {
  const routes = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && key.startsWith(`src/features/${area}/screens/`));
  const areaKeys = new Set();
  for (const route of routes) {
    const own = [...closure([route])].filter((key) => !shellKeys.has(key) && !isLibraryChunk(key));
    own.forEach((key) => areaKeys.add(key));
    const size = gzipKiB(new Set(own));
    const ok = size <= ROUTE_BUDGET;
    failed ||= !ok;
    console.log(`  ${route.replace('src/features/', '').padEnd(48)} ${size.toFixed(1).padStart(6)} KiB   ${ok ? 'within' : 'OVER'}`);
  }
  console.log(`  ${`${area}: every route of the area together`.padEnd(48)} ${gzipKiB(areaKeys).toFixed(1).padStart(6)} KiB`);
}
// Decision 260: a page that only shows or filters never downloads the form libraries (40 KiB with
// zod). A screen imports a contract module's plain values from its zod-free `*-values.ts` sibling;
// importing them from the schema module would bring zod along with its schemas.
const FORM_SCREENS = /(Create|Edit|Settings|Profile|ShipmentDeliveryOrders)Screen\.tsx$/;
const readOnlyWithForms = Object.keys(manifest).filter(
  (key) => manifest[key].isDynamicEntry && key.includes('/screens/') && !FORM_SCREENS.test(key) && closure([key]).has(formsChunk),
);
failed ||= readOnlyWithForms.length > 0;
console.log(`\nForm libraries on pages without a form: ${readOnlyWithForms.length ? `OVER: ${readOnlyWithForms.join(', ')}` : 'none'}`);
// The receiver's page (receipt.html, vite.receipt.config.ts): all its JavaScript ≤ 100 KiB.
const RECEIVER_BUDGET = 100;
const receiverManifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'receipt-manifest.json'), 'utf8'));
const receiverKeys = new Set();
const collect = (key) => {
  if (receiverKeys.has(key)) return;
  receiverKeys.add(key);
  for (const next of [...(receiverManifest[key].imports ?? []), ...(receiverManifest[key].dynamicImports ?? [])]) collect(next);
};
collect('receipt.html');
const receiverSize = [...receiverKeys].reduce((sum, key) => sum + gzipSync(readFileSync(path.join(dist, receiverManifest[key].file)), { level: 9 }).length, 0) / 1024;
failed ||= receiverSize > RECEIVER_BUDGET;
console.log(`\nThe receiver's page, all its JavaScript (gzip -9)\n  ${'receipt.html'.padEnd(48)} ${receiverSize.toFixed(1).padStart(6)} KiB   budget ≤ ${RECEIVER_BUDGET} KiB   ${receiverSize <= RECEIVER_BUDGET ? 'within' : 'OVER'}`);
process.exitCode = failed ? 1 : 0;
