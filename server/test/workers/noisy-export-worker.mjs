// An export worker that posts notes before its answer (a "started" note, then a bare value), as a
// thread with progress or a logger could. report-export.test.ts uses it to prove that only the
// job's answer ends the job: ExportWorkers used to take the first message of any shape as it.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', () => {
  parentPort.postMessage({ note: 'started' });
  parentPort.postMessage(42);
  parentPort.postMessage({ ok: 'maybe' });
  setTimeout(() => parentPort.postMessage({ ok: true, bytes: Uint8Array.from('the file', (letter) => letter.charCodeAt(0)) }), 50);
});
