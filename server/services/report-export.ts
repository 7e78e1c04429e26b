import type { ExportJob } from './report-export-job';
import { WorkerPool } from './worker-pool';

/** Where the worker's entry is: next to this module in the sources, next to main.mjs in `npm start`'s bundle. */
export const EXPORT_WORKER_URL = new URL('./report-export-worker.mjs', import.meta.url);

/** Export files built at once (the queue's limit and the worker threads' number). */
export const EXPORT_BUILDS_AT_ONCE = 2;

type Reply = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

/** A job's answer: a built file, or why it could not be built. Anything else a thread posts is not. */
const isReply = (message: unknown): message is Reply =>
  typeof message === 'object' &&
  message !== null &&
  (((message as { ok?: unknown }).ok === true && (message as { bytes?: unknown }).bytes instanceof Uint8Array) ||
    ((message as { ok?: unknown }).ok === false && typeof (message as { message?: unknown }).message === 'string'));

/**
 * The threads that build export files (decision 235): the XLSX writer is synchronous CPU (about a
 * second for 10,000 rows), so it runs in a WorkerPool, never on the event loop that serves every
 * request (and, on PGlite, the database). ExportQueue lets no more than `size` build at once.
 */
export class ExportWorkers extends WorkerPool<ExportJob, Buffer> {
  constructor(size = EXPORT_BUILDS_AT_ONCE, options: { idleMs?: number; url?: URL; maxOldGenerationSizeMb?: number } = {}) {
    super({
      ...options,
      url: options.url ?? EXPORT_WORKER_URL,
      size,
      what: 'exports',
      answer: (message) => {
        if (!isReply(message)) return undefined;
        return message.ok ? { ok: true, value: Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength) } : message;
      },
    });
  }

  build(job: ExportJob, signal: AbortSignal): Promise<Buffer> {
    return this.run(job, signal);
  }
}

/**
 * At most `limit` exports build at once; the others wait their turn (an XLSX of 10,000 rows holds
 * its XML in memory while it is zipped). A waiting export whose client goes away leaves the queue.
 */
export class ExportQueue {
  private running = 0;
  private readonly waiting: { start: () => void; signal: AbortSignal }[] = [];
  /** Exports started and not yet finished (waiting or building), for tests and the bench. */
  active = 0;
  /** Exports given up because their client went away. */
  cancelled = 0;

  constructor(private readonly limit = EXPORT_BUILDS_AT_ONCE) {}

  async run<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
    this.active += 1;
    try {
      try {
        await this.turn(signal);
      } catch (error) {
        this.cancelled += 1;
        throw error;
      }
      try {
        return await work();
      } catch (error) {
        if (signal.aborted) this.cancelled += 1;
        throw error;
      } finally {
        this.running -= 1;
        this.next();
      }
    } finally {
      this.active -= 1;
    }
  }

  private turn(signal: AbortSignal): Promise<void> {
    signal.throwIfAborted();
    if (this.running < this.limit) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const entry = {
        signal,
        start: () => {
          signal.removeEventListener('abort', onAbort);
          this.running += 1;
          resolve();
        },
      };
      const onAbort = () => {
        this.waiting.splice(this.waiting.indexOf(entry), 1);
        reject(signal.reason as Error);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(entry);
    });
  }

  private next() {
    this.waiting.shift()?.start();
  }
}
