import type { BackendModule, ReadCallback } from 'i18next';
import { fetchTakingEarly } from './early';

/**
 * The i18next backend: reads `locales/{lng}/{ns}.json` with fetch. i18next itself queues the
 * reads (maxParallelReads) and retries (maxRetries, retryTimeout) whenever a read answers
 * `retry = true`: a network failure, 408, 429 or a 5xx. A 404 or a file that is not JSON is
 * final — retrying cannot fix it. 0.3 KiB in place of i18next-http-backend's 2.8 KiB, which
 * spent the rest on XHR, query strings and node support the browser app never uses
 * (docs/decisions/007-lazy-shell.md).
 */
export function fetchBackend(loadPath: (language: string, namespace: string) => string): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const url = loadPath(language, namespace);
      // The entry chunk may have started this read already (lib/early.ts).
      fetchTakingEarly(url, { credentials: 'same-origin' }).then(
        (response) => {
          if (!response.ok) {
            const retry = response.status >= 500 || response.status === 408 || response.status === 429;
            callback(new Error(`Loading ${url} failed: ${response.status}`), retry);
            return;
          }
          response.json().then(
            (data: unknown) => callback(null, data as Record<string, unknown>),
            () => callback(new Error(`${url} is not JSON`), false),
          );
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
      );
    },
  };
}
