// The export worker's entry when the server runs from its TypeScript sources (tsx, the server
// tests): registers tsx in this thread, then loads the job. `npm start` bundles
// report-export-job.ts under this same name next to main.mjs (scripts/start.mjs), so the pool's
// `new URL('./report-export-worker.mjs', import.meta.url)` finds one or the other.
import { tsImport } from 'tsx/esm/api';

await tsImport('./report-export-job.ts', import.meta.url);
