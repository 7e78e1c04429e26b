// An export worker that takes a job and never answers: a synchronous loop, as the XLSX writer's
// CPU-bound work is. report-export.test.ts uses it to prove a client that goes away ends the
// thread (nothing keeps running on the server).
import { parentPort } from 'node:worker_threads';

parentPort.on('message', () => {
  parentPort.postMessage({ started: true });
  for (;;) {
    // busy until terminated
  }
});
