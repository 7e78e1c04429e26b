// What an area costs (docs/adding-an-area.md): each area's own production lines by layer and the
// shared files a new area edits; then the whole production code by layer, at the baseline commit
// and now. Budgets: an area's whole production code ≤ 450 lines with ≤ 6 edits to existing files;
// each area's permission names, unique keys and sort keys written in one production file.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const LINE_BUDGET = 450;
const EDIT_BUDGET = 6;
// The commit the issue measured from; `--base <commit>` compares with another.
const BASELINE = process.argv.includes('--base') ? process.argv[process.argv.indexOf('--base') + 1] : '70961ee';

const nonBlank = (text) => text.split('\n').filter((line) => line.trim() !== '').length;
const linesOf = (file) => (existsSync(file) ? nonBlank(readFileSync(file, 'utf8')) : 0);
const filesUnder = (dir) =>
  existsSync(dir) ? readdirSync(dir).flatMap((entry) => (statSync(path.join(dir, entry)).isDirectory() ? filesUnder(path.join(dir, entry)) : [path.join(dir, entry)])) : [];

/** Production code: no tests, stories, story or test helpers, fixtures or benches. */
const isProduction = (file) =>
  (/^(contract|server|src)\//.test(file) && /\.(ts|tsx|mjs)$/.test(file) && !/\.(stories|test|spec)\.tsx?$/.test(file) && !/(^|\/)(testing|test|fixtures|bench)\//.test(file)) ||
  /^public\/locales\/[^/]+\/[^/]+\.json$/.test(file);

// The shared files a new simple area edits; anything else it needs is a new file of its own.
const REGISTRIES = [
  { file: 'contract/areas/index.ts', mentions: (area) => area.constant },
  { file: 'server/db/schema.ts', mentions: (area) => `pgTable('${area.table}'` },
  { file: 'server/areas/index.ts', mentions: (area) => `${area.key}:` },
  { file: 'public/locales/id/common.json', mentions: (area) => `"${area.key}"` },
  { file: 'public/locales/en/common.json', mentions: (area) => `"${area.key}"` },
  { file: 'src/components/ui/Icon/Icon.tsx', mentions: (area) => `${area.segment.includes('-') ? `'${area.segment}'` : area.segment}:` },
];

const AREAS = [
  { key: 'customers', entity: 'customer', constant: 'CUSTOMERS', segment: 'customers', table: 'customers' },
  { key: 'items', entity: 'item', constant: 'ITEMS', segment: 'items', table: 'items' },
  { key: 'fleets', entity: 'fleet', constant: 'FLEETS', segment: 'fleets', table: 'fleets' },
].map((area) => ({
  ...area,
  layers: {
    contract: [`contract/areas/${area.segment}.ts`, `contract/${area.segment}.ts`, `contract/${area.segment}-values.ts`],
    server: [`server/areas/${area.segment}.ts`],
    mock: [`src/mocks/areas/${area.segment}.ts`],
    client: [...filesUnder(`src/features/${area.key}`).filter(isProduction), `src/lib/routes/areas/${area.segment}.ts`],
    translations: [`public/locales/id/${area.key}.json`, `public/locales/en/${area.key}.json`],
  },
}));

// The test-only area is declared, served and mocked exactly as a simple area, from test fixtures;
// it has no screens or translations.
const TEST_AREA = {
  key: 'warehouses',
  layers: { contract: ['contract/testing/warehouses.ts'], server: ['server/test/fixtures/warehouses.ts'], mock: ['src/mocks/testing/warehouses.ts'], client: [], translations: [] },
};

let failed = false;
const report = (area, edits) => {
  const byLayer = Object.fromEntries(Object.entries(area.layers).map(([layer, files]) => [layer, files.reduce((sum, file) => sum + linesOf(file), 0)]));
  const total = Object.values(byLayer).reduce((a, b) => a + b, 0);
  const ok = total <= LINE_BUDGET && edits.length <= EDIT_BUDGET;
  failed ||= !ok;
  const layers = Object.entries(byLayer).map(([layer, count]) => `${layer} ${count}`).join(', ');
  console.log(`  ${area.key.padEnd(11)} ${String(total).padStart(4)} lines (${layers}); ${edits.length} edits   ${ok ? 'within' : 'OVER'}`);
};

console.log(`\nArea cost (non-blank production lines ≤ ${LINE_BUDGET}; edits to existing files ≤ ${EDIT_BUDGET}: ${REGISTRIES.map((r) => r.file).join(', ')})`);
for (const area of AREAS) report(area, REGISTRIES.filter((registry) => readFileSync(registry.file, 'utf8').includes(registry.mentions(area))));
// A real area of its kind makes the same registry edits; the fixtures stand in for them.
report(TEST_AREA, REGISTRIES);

// One production file per area writes its permission names, unique keys and sort keys.
console.log('\nWhere each area writes its permission names, unique keys and sort keys (production files)');
const production = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'contract', 'server', 'src'], { encoding: 'utf8' }).split('\n').filter((file) => file && existsSync(file) && isProduction(file) && !file.endsWith('.json'));
const texts = new Map(production.map((file) => [file, readFileSync(file, 'utf8')]));
for (const area of AREAS) {
  const declaration = readFileSync(`contract/areas/${area.segment}.ts`, 'utf8');
  const names = [`'read-${area.key}'`, `'create-${area.entity}'`, `'update-${area.entity}'`, `'read-${area.key}-logs'`];
  // The declaration's sort list and unique rules, as written there.
  const rules = [/sort: \[[^\]]*\]/.exec(declaration)?.[0], ...declaration.split('\n').filter((line) => line.includes('compare: ')).map((line) => line.trim())].filter(Boolean);
  const where = (needle) => production.filter((file) => texts.get(file).includes(needle));
  const spelled = new Set([...names, ...rules].flatMap(where));
  const ok = spelled.size === 1 && spelled.has(`contract/areas/${area.segment}.ts`);
  failed ||= !ok;
  console.log(`  ${area.key.padEnd(11)} ${[...spelled].join(', ') || 'nowhere'}   ${ok ? 'within' : 'OVER'}`);
}

// The whole production code by layer, at the baseline and now.
const layerOf = (file) =>
  file.startsWith('public/locales/') ? 'translations' : file.startsWith('contract/') ? 'contract' : file.startsWith('server/') ? 'server' : file.startsWith('src/mocks/') ? 'mock' : 'client';
const count = (files, read) => {
  const totals = { contract: 0, server: 0, mock: 0, client: 0, translations: 0 };
  for (const file of files.filter(isProduction)) totals[layerOf(file)] += nonBlank(read(file));
  return totals;
};
const baselineFiles = execFileSync('git', ['ls-tree', '-r', '--name-only', BASELINE], { encoding: 'utf8' }).split('\n').filter(Boolean);
const before = count(baselineFiles, (file) => execFileSync('git', ['show', `${BASELINE}:${file}`], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
const now = count(execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean), (file) => (existsSync(file) ? readFileSync(file, 'utf8') : ''));
console.log(`\nProduction lines by layer (non-blank), ${BASELINE} → now`);
for (const layer of Object.keys(before)) console.log(`  ${layer.padEnd(13)} ${String(before[layer]).padStart(6)} → ${String(now[layer]).padStart(6)}  (${now[layer] - before[layer] >= 0 ? '+' : ''}${now[layer] - before[layer]})`);
const sum = (totals) => Object.values(totals).reduce((a, b) => a + b, 0);
console.log(`  ${'all'.padEnd(13)} ${String(sum(before)).padStart(6)} → ${String(sum(now)).padStart(6)}  (${sum(now) - sum(before) >= 0 ? '+' : ''}${sum(now) - sum(before)})`);

process.exitCode = failed ? 1 : 0;
