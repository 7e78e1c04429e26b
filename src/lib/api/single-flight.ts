/**
 * Wraps an async task so that concurrent callers share one run: while it is in flight, every
 * call gets the same promise; once it settles, the next call starts a new run.
 */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= task().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
