// The import thread's entry when the server runs from its TypeScript sources (tsx, the server
// tests): registers tsx in this thread, then loads the job. `npm start` bundles import-job.ts
// under this same name next to main.mjs (scripts/start.mjs), so the pool's
// `new URL('./import-worker.mjs', import.meta.url)` finds one or the other.
import { tsImport } from 'tsx/esm/api';

await tsImport('./import-job.ts', import.meta.url);
