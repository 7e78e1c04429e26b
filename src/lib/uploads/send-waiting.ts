import { useCallback, useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useAccess } from '../access/AccessContext';
import { useApi } from '../api/ApiContext';
import type { ApiClient } from '../api/client';
import { isApiError } from '../api/errors';
import { uploadFile } from '../api/upload';
import { keepUpload, onOutboxChange, pendingUploads, removeUpload, type PendingUpload } from './outbox';
import { afterWrite } from '../swr';

/**
 * Sending what waits in the outbox (./outbox.ts), one upload at a time. A network failure leaves
 * the rest for the next chance; a refusal (the shipment was cancelled meanwhile, the session may
 * not upload) takes the upload out and is kept as its path's outcome, for the screen to say.
 */
const sending = new Set<string>();
const refusals = new Map<string, unknown>();

export type UploadResult = { sent: true; data: unknown } | { sent: false; waiting: boolean; error: unknown };

/**
 * Sends one file under its Idempotency-Key; when the connection drops, keeps it to send again
 * (`waiting: true`); a browser that keeps nothing answers the network error as it is.
 */
export async function sendOrKeep(api: ApiClient, entry: PendingUpload, onProgress?: (share: number) => void): Promise<UploadResult> {
  refusals.delete(entry.path);
  try {
    const data = await uploadFile<unknown>(api, { method: entry.method, path: entry.path, file: entry.file, idempotencyKey: entry.id, onProgress });
    return { sent: true, data };
  } catch (error) {
    if (isApiError(error) && error.isNetwork && (await keepUpload(entry))) return { sent: false, waiting: true, error };
    return { sent: false, waiting: false, error };
  }
}

/** Sends the user's waiting uploads now; `onSent` for each that arrived. */
export async function sendWaiting(api: ApiClient, userId: number | null, onSent: (entry: PendingUpload, data: unknown) => void): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  for (const entry of await pendingUploads(userId)) {
    if (sending.has(entry.id)) continue;
    sending.add(entry.id);
    try {
      const data = await uploadFile<unknown>(api, { method: entry.method, path: entry.path, file: entry.file, idempotencyKey: entry.id });
      await removeUpload(entry.id);
      onSent(entry, data);
    } catch (error) {
      if (isApiError(error) && error.isNetwork) return;
      refusals.set(entry.path, error);
      await removeUpload(entry.id);
    } finally {
      sending.delete(entry.id);
    }
  }
}

/** How often the outbox is tried while something waits: a phone may say it is online while no data flows. */
const RETRY_MS = 30_000;

/**
 * Sends the signed-in user's waiting uploads when the page starts, when the connection comes back,
 * and every half minute while any waits; whatever arrives refreshes the data on screen. Mounted
 * once in the signed-in shell, so a photo is sent whichever page the user is on.
 */
export function useSendWaitingUploads(): void {
  const { api } = useApi();
  const { userId } = useAccess();
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (userId === null) return undefined;
    const flush = () => void sendWaiting(api, userId, () => afterWrite(mutate(() => true)));
    flush();
    window.addEventListener('online', flush);
    const timer = window.setInterval(() => {
      void pendingUploads(userId).then((waiting) => waiting.length > 0 && flush());
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', flush);
      window.clearInterval(timer);
    };
  }, [api, userId, mutate]);
}

export interface WaitingUploads {
  /** The user's uploads to `path` that wait for a connection, oldest first. */
  waiting: readonly PendingUpload[];
  /** What the server answered a waiting upload it refused, until the next try. */
  refused: unknown;
  /** Tries the outbox now (the "send now" button). */
  sendNow(): void;
  /** Gives a waiting upload up. */
  discard(id: string): void;
}

/**
 * The waiting uploads to `path`, for the screen that made them: shown as waiting, sent again when
 * the connection returns (here too, for a screen shown without the shell, such as its stories), and
 * `onSent` with the server's answer when one arrives.
 */
export function useWaitingUploads(path: string, onSent: (data: unknown) => void): WaitingUploads {
  const { api } = useApi();
  const { userId } = useAccess();
  const [waiting, setWaiting] = useState<readonly PendingUpload[]>([]);
  const [refused, setRefused] = useState<unknown>(null);
  const sendNow = useCallback(() => {
    setRefused(null);
    void sendWaiting(api, userId, (entry, data) => {
      if (entry.path !== path) return;
      // Off the list in the same render as the answer it brought, not one read of the outbox later:
      // the photo never shows beside a notice that it still waits.
      setWaiting((current) => current.filter((upload) => upload.id !== entry.id));
      onSent(data);
    });
  }, [api, userId, path, onSent]);
  useEffect(() => {
    let live = true;
    let first = true;
    const read = () =>
      void pendingUploads(userId).then((all) => {
        if (!live) return;
        const mine = all.filter((entry) => entry.path === path);
        setWaiting(mine);
        // The screen takes the refusal over: it is said there until the screen closes or tries again.
        if (refusals.has(path)) {
          setRefused(refusals.get(path));
          refusals.delete(path);
        }
        // Shown again after a reload with a photo waiting: try it at once.
        if (first && mine.length > 0) sendNow();
        first = false;
      });
    read();
    const stop = onOutboxChange(read);
    window.addEventListener('online', sendNow);
    return () => {
      live = false;
      stop();
      window.removeEventListener('online', sendNow);
    };
  }, [path, userId, sendNow]);
  return { waiting, refused, sendNow, discard: (id) => void removeUpload(id) };
}
