// `npm run bench`: every benchmark script in bench/, one after another; each prints its figures.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const scripts = readdirSync('bench').filter((file) => file.endsWith('.mjs') && file !== 'run.mjs').sort();
let failed = 0;
for (const script of scripts) {
  console.log(`\n=== bench/${script}`);
  try {
    execFileSync(process.execPath, [`bench/${script}`], { stdio: 'inherit' });
  } catch {
    failed += 1;
  }
}
console.log(`\n${scripts.length} benchmark scripts run, ${failed} over budget or failed.`);
process.exitCode = failed ? 1 : 0;
