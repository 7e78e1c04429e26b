// An export worker that takes a job and never answers: a synchronous loop, as the XLSX writer's
// CPU-bound work is. report-export.test.ts uses it to prove a client that goes away ends the
// thread (nothing keeps running on the server).
import { parentPort } from 'node:worker_threads';

// It sends nothing back: ExportWorkers takes any message as the job's answer, so a "started" note
// ended the job at once (busy back to 0) and the test saw the job running only when it looked
// before that note arrived (it failed on a fast machine).
parentPort.on('message', () => {
  for (;;) {
    // busy until terminated
  }
});
