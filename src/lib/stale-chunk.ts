/**
 * After a redeploy, a tab still running the old build asks for chunks that no longer exist; the
 * server answers 404 under /assets (decision 153) and Vite fires `vite:preloadError`. The page then
 * reloads once to pick up the new build. A second failure within a minute is left to the error
 * boundary, so a broken deploy cannot loop.
 */
export const STALE_CHUNK_KEY = 'laju:stale-chunk-reload';
const LOOP_GUARD_MS = 60_000;

export interface StaleChunkHost {
  addEventListener(type: 'vite:preloadError', listener: (event: Event) => void): void;
  location: { reload(): void };
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
}

export function reloadOnStaleChunk(host: StaleChunkHost, now: () => number = Date.now): void {
  host.addEventListener('vite:preloadError', (event) => {
    let last = 0;
    try {
      last = Number(host.sessionStorage.getItem(STALE_CHUNK_KEY) ?? 0);
    } catch {
      // Storage may be unavailable (private mode): reload at most this once.
    }
    if (now() - last < LOOP_GUARD_MS) return;
    try {
      host.sessionStorage.setItem(STALE_CHUNK_KEY, String(now()));
    } catch {
      // Without storage the guard is this page's life only, which still stops a loop.
    }
    event.preventDefault();
    host.location.reload();
  });
}
