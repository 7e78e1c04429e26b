// `npm run demo`: the built app with the MSW worker as its API, on one port.
import { preview } from 'vite';
import { buildIfStale } from './build-if-stale.mjs';

const outDir = 'dist-demo';
buildIfStale({ outDir, args: ['--mode', 'demo', '--outDir', outDir] });

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const server = await preview({ configLoader: 'runner', preview: { port, host, strictPort: true, open: false }, build: { outDir }, logLevel: 'warn' });
console.log(`LAJU demo (mock API in the browser) at http://${host}:${port}/`);
console.log('Sign in as admin, spv, kepala.gudang, admin.suratjalan, admin.gudang or viewer with the password Laju#2025');

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
