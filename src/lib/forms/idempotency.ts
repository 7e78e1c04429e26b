import { useCallback, useState } from 'react';

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * A fresh `Idempotency-Key` for a create (docs/product/api.md). `crypto.randomUUID` exists only in
 * secure contexts, and the app may be opened over plain http on a warehouse LAN: then a v4 UUID is
 * built from `getRandomValues`, which exists everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const h = hex(bytes);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * One key per record being created: every attempt (a double click, a retry after a timeout whose
 * request did arrive) sends the same key, so the server creates one record. `renew()` after a
 * success, before creating the next one.
 */
export function useIdempotencyKey(): { key: string; headers: Record<string, string>; renew(): void } {
  const [key, setKey] = useState(newIdempotencyKey);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return { key, headers: { [IDEMPOTENCY_HEADER]: key }, renew };
}
