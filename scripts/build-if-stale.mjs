// Rebuilds an output folder when it is missing or older than any source file.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'public', 'contract', 'index.html', 'vite.config.ts', 'build', 'package-lock.json'];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/**
 * vite.config.ts imports the route table and theme as TypeScript without extensions, which the
 * module-runner loader resolves; Vite's default loader would warn once per such import. Only
 * warnings and errors are printed: the file list is noise before the server's banner.
 */
export const VITE_BUILD_FLAGS = ['--configLoader', 'runner', '--logLevel', 'warn'];

export function buildIfStale({ outDir, args }) {
  const marker = path.join(outDir, 'index.html');
  const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map(newestMtime));
  if (built > sources) return false;
  console.log(`Building ${outDir} …`);
  execFileSync(process.execPath, [path.join('node_modules', 'vite', 'bin', 'vite.js'), 'build', ...VITE_BUILD_FLAGS, ...args], { stdio: 'inherit' });
  return true;
}
