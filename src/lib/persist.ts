/** The original's `persist` flag: restore the session after the browser was closed (local storage, default false). */
export const PERSIST_KEY = 'persist';

export function readPersist(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    // Only the JSON literal true counts: "yes", "1" or a tampered value mean false.
    return storage?.getItem(PERSIST_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writePersist(value: boolean, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(PERSIST_KEY, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the session simply won't be restored after a reload.
  }
}

/**
 * A session signed in without "Ingat saya" lasts for the browser session (decision 304): reloads,
 * new tabs and typed URLs restore it. The page cannot see the httpOnly refresh cookie, so this
 * cookie says one exists. Both are browser-session cookies (no Max-Age): the browser drops them
 * together when it closes, and the page never tries a refresh that cannot succeed.
 */
export const BROWSER_SESSION_COOKIE = 'laju-session';

export function readBrowserSession(doc: Pick<Document, 'cookie'> | undefined = globalThis.document): boolean {
  try {
    return doc!.cookie.split('; ').includes(`${BROWSER_SESSION_COOKIE}=1`);
  } catch {
    return false;
  }
}

export function writeBrowserSession(
  signedIn: boolean,
  doc: Pick<Document, 'cookie'> | undefined = globalThis.document,
  secure: boolean = globalThis.location?.protocol === 'https:',
) {
  try {
    doc!.cookie = `${BROWSER_SESSION_COOKIE}=${signedIn ? 1 : '; Max-Age=0'}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
  } catch {
    // No document or cookies blocked: a reload signs out, as before.
  }
}

/** Whether the start-up refresh runs: "Ingat saya", or a session of this browser session. */
export const shouldRestoreSession = (): boolean => readPersist() || readBrowserSession();
