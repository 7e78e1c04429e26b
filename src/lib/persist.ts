/** The original's `persist` flag: restore the session at start (local storage, default false). */
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
