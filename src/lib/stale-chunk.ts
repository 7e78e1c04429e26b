/**
 * After a redeploy, a tab still running the old build asks for chunks that no longer exist; the
 * server answers 404 under /assets (decision 153) and the dynamic import fails with a TypeError.
 * The page then reloads once to pick up the new build; the mark stays for the tab's session, so a
 * broken deploy cannot loop (the router's error view shows the second failure). Kept tiny: it is
 * in the shell, whose budget has no room.
 */
export const STALE_CHUNK_KEY = 'laju-stale';

export function reloadOnStaleChunk(error: unknown): Promise<never> {
  if (error instanceof TypeError && !sessionStorage[STALE_CHUNK_KEY]) {
    sessionStorage[STALE_CHUNK_KEY] = 1;
    location.reload();
    // While the page reloads, nothing renders an error.
    return new Promise(() => undefined);
  }
  throw error;
}
