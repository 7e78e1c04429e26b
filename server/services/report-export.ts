import { Worker } from 'node:worker_threads';
import type { ExportJob } from './report-export-job';

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
 * second for 10,000 rows), so it runs here, never on the event loop that serves every request
 * (and, on PGlite, the database). At most `size` threads live (ExportQueue lets no more build at
 * once); an idle one stays for `idleMs` and then ends, giving its memory back. A build whose
 * client went away ends its thread there and then: `terminate` stops the writer mid-file, so
 * nothing is left running.
 */
export class ExportWorkers {
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();
  private readonly idleTimers = new Map<Worker, NodeJS.Timeout>();
  /** Files being built now. */
  busy = 0;
  /** Threads alive (idle or building) until their 'exit' event; for tests and the bench. */
  live = 0;

  constructor(
    private readonly size = EXPORT_BUILDS_AT_ONCE,
    private readonly options: { idleMs?: number; url?: URL; maxOldGenerationSizeMb?: number } = {},
  ) {}

  async build(job: ExportJob, signal: AbortSignal): Promise<Buffer> {
    signal.throwIfAborted();
    if (this.busy >= this.size) throw new Error(`At most ${this.size} exports build at once`);
    const worker = this.take();
    this.busy += 1;
    return new Promise<Buffer>((resolve, reject) => {
      const settle = (keep: boolean) => {
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        signal.removeEventListener('abort', onAbort);
        this.busy -= 1;
        if (keep) this.putBack(worker);
        else this.end(worker);
      };
      const onMessage = (reply: unknown) => {
        // Only the job's answer ends it: a note posted on the way (progress, a log line) is not
        // taken for an empty file or an error, and the thread is not counted idle while it builds.
        if (!isReply(reply)) return;
        settle(true);
        if (reply.ok) resolve(Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength));
        else reject(new Error(reply.message));
      };
      const onError = (error: Error) => {
        settle(false);
        reject(error);
      };
      const onExit = (code: number) => {
        settle(false);
        reject(new Error(`The export thread stopped (exit code ${code})`));
      };
      const onAbort = () => {
        settle(false);
        reject(signal.reason as Error);
      };
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      signal.addEventListener('abort', onAbort, { once: true });
      worker.postMessage(job);
    });
  }

  /** Ends every thread (the app's onClose). */
  async close(): Promise<void> {
    await Promise.all([...this.all].map((worker) => this.end(worker)));
  }

  private take(): Worker {
    const worker = this.idle.pop();
    if (worker) {
      clearTimeout(this.idleTimers.get(worker));
      this.idleTimers.delete(worker);
      worker.ref();
      return worker;
    }
    const created = new Worker(this.options.url ?? EXPORT_WORKER_URL, {
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxOldGenerationSizeMb ?? 256 },
    });
    this.all.add(created);
    this.live += 1;
    created.once('exit', () => {
      this.live -= 1;
      this.all.delete(created);
    });
    return created;
  }

  private putBack(worker: Worker) {
    worker.unref();
    this.idle.push(worker);
    this.idleTimers.set(
      worker,
      setTimeout(() => void this.end(worker), this.options.idleMs ?? 30_000).unref(),
    );
  }

  private async end(worker: Worker): Promise<void> {
    clearTimeout(this.idleTimers.get(worker));
    this.idleTimers.delete(worker);
    const index = this.idle.indexOf(worker);
    if (index >= 0) this.idle.splice(index, 1);
    await worker.terminate();
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
