// An export worker that takes a job and never answers: a synchronous loop, as the XLSX writer's
// CPU-bound work is. report-export.test.ts uses it to prove a client that goes away ends the
// thread (nothing keeps running on the server).
import { parentPort } from 'node:worker_threads';

// It sends nothing back. (ExportWorkers once took any message as the job's answer, so a "started"
// note here ended the job at once and the test passed only when it looked before the note came;
// only a real answer ends a job now, which noisy-export-worker.mjs checks.)
parentPort.on('message', () => {
  for (;;) {
    // busy until terminated
  }
});
