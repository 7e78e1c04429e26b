/**
 * Loads the browser's Intl data before the first render needs it (docs/decisions/263): in a
 * worker, which shares the renderer process's ICU data with the page but not its main thread.
 * Without workers (tests, a sandbox) nothing is warmed: the page's first formats pay the cost.
 */
export function warmIntl(): void {
  if (typeof Worker !== 'function') return;
  try {
    const worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module' });
    const end = () => worker.terminate();
    worker.addEventListener('message', end);
    worker.addEventListener('error', end);
    setTimeout(end, 20_000);
  } catch {
    // a worker refused (a policy, a sandbox): the page's first formats pay the cost instead
  }
}
