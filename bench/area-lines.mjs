// The budget: an area's own production code (its feature folder without stories, tests and
// story helpers, its server area file and its mock rules) ≤ 700 lines. Prints the count per area.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const BUDGET = 700;
const AREAS = [
  { name: 'customers', server: 'server/areas/customers.ts', mockBase: '/api/customers' },
  { name: 'items', server: 'server/areas/items.ts', mockBase: '/api/items' },
  { name: 'fleets', server: 'server/areas/fleets.ts', mockBase: '/api/fleets' },
];

const isProduction = (file) => /\.(ts|tsx)$/.test(file) && !/\.(stories|test)\.tsx?$/.test(file) && !file.split(path.sep).includes('testing');
const lines = (file) => readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() !== '').length;

function filesUnder(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** The area's `resourceHandlers({...})` entry in the mock: from its line to the closing `}),`. */
function mockRules(base) {
  const text = readFileSync('src/mocks/handlers/master-data.ts', 'utf8').split('\n');
  const start = text.findIndex((line) => line.includes(`base: '${base}'`));
  if (start < 0) return 0;
  let end = start;
  while (end < text.length && !/^\s*\}\),?\s*$/.test(text[end])) end += 1;
  return text.slice(start - 1, end + 1).filter((line) => line.trim() !== '').length;
}

let failed = false;
console.log(`\nArea lines (non-blank; feature folder without stories, tests and testing/, server area, mock rules; budget ≤ ${BUDGET})`);
for (const area of AREAS) {
  const feature = filesUnder(path.join('src/features', area.name)).filter(isProduction).reduce((sum, file) => sum + lines(file), 0);
  const server = lines(area.server);
  const mock = mockRules(area.mockBase);
  const total = feature + server + mock;
  const ok = total <= BUDGET;
  failed ||= !ok;
  console.log(`  ${area.name.padEnd(10)} ${String(total).padStart(5)}  (feature ${feature}, server ${server}, mock ${mock})   ${ok ? 'within' : 'OVER'}`);
}
process.exitCode = failed ? 1 : 0;
