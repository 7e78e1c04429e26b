// Rebuilds an output folder when it is missing or older than any source file.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'public', 'contract', 'index.html', 'receipt.html', 'vite.config.ts', 'vite.receipt.config.ts', 'build', 'package-lock.json'];

/** The latest modification time of a file, or of anything below a folder (0 when it is missing). */
export function newestMtime(entry) {
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

/**
 * `configs`: more Vite configs built after the app into the same folder (the receiver's page,
 * vite.receipt.config.ts); the app's build empties the folder first.
 */
export function buildIfStale({ outDir, args, configs = [] }) {
  const marker = path.join(outDir, 'index.html');
  const built = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map(newestMtime));
  if (built > sources) return false;
  console.log(`Building ${outDir} …`);
  const vite = path.join('node_modules', 'vite', 'bin', 'vite.js');
  execFileSync(process.execPath, [vite, 'build', ...VITE_BUILD_FLAGS, ...args], { stdio: 'inherit' });
  for (const config of configs) execFileSync(process.execPath, [vite, 'build', ...VITE_BUILD_FLAGS, '-c', config, '--outDir', outDir], { stdio: 'inherit' });
  return true;
}
