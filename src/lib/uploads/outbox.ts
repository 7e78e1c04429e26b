/**
 * Photos waiting for a connection (docs/decisions/338-photos-from-a-phone.md): an upload that fails
 * because the connection dropped is kept in the browser's IndexedDB with the file itself and sent
 * again when the connection is back, also after a reload. Each entry carries the Idempotency-Key
 * it was first sent with, so a photo whose first attempt did arrive (only its answer was lost) is
 * answered from the server's record and never stored twice.
 */
export interface PendingUpload {
  /** Also the upload's Idempotency-Key. */
  readonly id: string;
  /** Whose upload it is: only they send it (another person signed in on the device does not). */
  readonly userId: number | null;
  readonly method: 'POST' | 'PUT';
  readonly path: string;
  readonly file: File;
  readonly createdAt: number;
}

/**
 * A form of several parts waiting in the same way: the receiver's receipt from a note's QR code
 * (docs/decisions/343-receiver-page.md), sent without a session, so kept by its path alone.
 */
export interface PendingForm {
  readonly id: string;
  readonly userId: null;
  readonly method: 'POST';
  readonly path: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly files: Readonly<Record<string, Blob>>;
  readonly createdAt: number;
}

const DB_NAME = 'laju-uploads';
const STORE = 'pending';

let opening: Promise<IDBDatabase> | null = null;

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return database().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const transaction = db.transaction(STORE, mode);
        const request = work(transaction.objectStore(STORE));
        transaction.oncomplete = () => resolve(request.result);
        transaction.onerror = () => reject(transaction.error ?? request.error ?? new Error('IndexedDB transaction failed'));
        transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
      }),
  );
}

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Called whenever an entry is kept or removed, in this tab. */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isOutboxAvailable = () => typeof indexedDB !== 'undefined';

/**
 * Keeps an upload for later. Answers false when the browser keeps nothing (private mode, storage
 * full): the caller then says the photo was not sent, rather than that it waits.
 */
export async function keepUpload(entry: PendingUpload | PendingForm): Promise<boolean> {
  if (!isOutboxAvailable()) return false;
  try {
    await run('readwrite', (store) => store.put(entry));
    changed();
    return true;
  } catch {
    return false;
  }
}

/** Empties the outbox: a story starts without another story's waiting uploads. */
export async function clearOutbox(): Promise<void> {
  if (!isOutboxAvailable()) return;
  await run('readwrite', (store) => store.clear());
  changed();
}

export async function removeUpload(id: string): Promise<void> {
  if (!isOutboxAvailable()) return;
  await run('readwrite', (store) => store.delete(id)).catch(() => undefined);
  changed();
}

/** The user's waiting uploads, oldest first; none when the browser keeps nothing. */
export async function pendingUploads(userId: number | null): Promise<PendingUpload[]> {
  if (!isOutboxAvailable()) return [];
  try {
    const all = await run<(PendingUpload | PendingForm)[]>('readonly', (store) => store.getAll() as IDBRequest<(PendingUpload | PendingForm)[]>);
    return all.filter((entry): entry is PendingUpload => entry.userId === userId && 'file' in entry).sort((a, b) => a.createdAt - b.createdAt);
  } catch {
    return [];
  }
}

/** The forms waiting to be sent to `path`, oldest first; none when the browser keeps nothing. */
export async function pendingForms(path: string): Promise<PendingForm[]> {
  if (!isOutboxAvailable()) return [];
  try {
    const all = await run<(PendingUpload | PendingForm)[]>('readonly', (store) => store.getAll() as IDBRequest<(PendingUpload | PendingForm)[]>);
    return all.filter((entry): entry is PendingForm => entry.path === path && 'fields' in entry).sort((a, b) => a.createdAt - b.createdAt);
  } catch {
    return [];
  }
}
