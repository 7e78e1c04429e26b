import { Worker } from 'node:worker_threads';

/** What a job's thread answers: its value, or why it failed. */
export type WorkerAnswer<Value> = { ok: true; value: Value } | { ok: false; message: string };

export interface WorkerPoolOptions<Value> {
  /** The thread's entry: next to its pool's module in the sources, next to main.mjs in `npm start`'s bundle. */
  readonly url: URL;
  /** Threads at most, and jobs at once. */
  readonly size: number;
  /** What the jobs are, in the error of a job over the limit ("exports"). */
  readonly what: string;
  /** How long an idle thread stays before it ends and gives its memory back. */
  readonly idleMs?: number;
  readonly maxOldGenerationSizeMb?: number;
  /** The job's answer among what its thread posts; `undefined` for a note on the way (progress, a log line). */
  readonly answer: (message: unknown) => WorkerAnswer<Value> | undefined;
}

/**
 * Threads for synchronous CPU work (writing an XLSX, reading an uploaded spreadsheet) that must
 * never hold the event loop serving every request (and, on PGlite, the database). At most `size`
 * threads live; an idle one stays for `idleMs` and then ends. A job whose client went away ends
 * its thread there and then: `terminate` stops the work midway, so nothing is left running.
 */
export class WorkerPool<Job, Value> {
  private readonly idle: Worker[] = [];
  private readonly all = new Set<Worker>();
  private readonly idleTimers = new Map<Worker, NodeJS.Timeout>();
  /** Jobs running now. */
  busy = 0;
  /** Threads alive (idle or working) until their 'exit' event; for tests and the bench. */
  live = 0;

  constructor(private readonly options: WorkerPoolOptions<Value>) {}

  /** Runs `job` on a thread; `onNote` hears what the thread posts before its answer. */
  async run(job: Job, signal: AbortSignal, { transfer = [], onNote }: { transfer?: readonly ArrayBuffer[]; onNote?: (note: unknown) => void } = {}): Promise<Value> {
    signal.throwIfAborted();
    if (this.busy >= this.options.size) throw new Error(`At most ${this.options.size} ${this.options.what} run at once`);
    const worker = this.take();
    this.busy += 1;
    return new Promise<Value>((resolve, reject) => {
      /** The thread back to the pool, or ended: the promise settles when it has exited. */
      const settle = (keep: boolean): Promise<void> | undefined => {
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
        signal.removeEventListener('abort', onAbort);
        this.busy -= 1;
        if (keep) {
          this.putBack(worker);
          return undefined;
        }
        return this.end(worker);
      };
      const onMessage = (message: unknown) => {
        // Only the job's answer ends it: a note posted on the way is not taken for an answer, and
        // the thread is not counted idle while it works.
        const answer = this.options.answer(message);
        if (!answer) {
          onNote?.(message);
          return;
        }
        // A pool that keeps no idle thread hands the answer back once the thread has exited: what
        // comes next (an import's writes, which on PGlite hold the event loop) does not run beside
        // the heap of the file it read.
        const ended = settle(this.options.idleMs !== 0) ?? Promise.resolve();
        const hand = answer.ok ? () => resolve(answer.value) : () => reject(new Error(answer.message));
        void ended.then(hand, hand);
      };
      const onError = (error: Error) => {
        void settle(false);
        reject(error);
      };
      const onExit = (code: number) => {
        void settle(false);
        reject(new Error(`The ${this.options.what} thread stopped (exit code ${code})`));
      };
      const onAbort = () => {
        void settle(false);
        reject(signal.reason as Error);
      };
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      signal.addEventListener('abort', onAbort, { once: true });
      worker.postMessage(job, [...transfer]);
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
    const created = new Worker(this.options.url, {
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
