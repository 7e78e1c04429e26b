import { useEffect, useSyncExternalStore } from 'react';
import type { Middleware, SWRConfiguration } from 'swr';

/**
 * Counts the SWR hooks still waiting for their first data, so the shell's top progress bar shows
 * while a page's first data loads (docs/product/layout.md). Revalidations of cached data don't
 * count.
 */
function createLoadingTracker() {
  let pending = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    begin() {
      pending += 1;
      emit();
      return () => {
        pending -= 1;
        emit();
      };
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => pending > 0,
  };
}

export const firstDataTracker = createLoadingTracker();

export const useFirstDataLoading = () =>
  useSyncExternalStore(firstDataTracker.subscribe, firstDataTracker.snapshot, () => false);

export const trackFirstLoad: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const swr = useSWRNext(key, fetcher, config);
  const loading = swr.isLoading;
  useEffect(() => (loading ? firstDataTracker.begin() : undefined), [loading]);
  return swr;
};

export const swrConfig: SWRConfiguration = {
  use: [trackFirstLoad],
  revalidateOnFocus: true,
  // 4xx answers don't get better by asking again; transient failures get a few tries.
  onErrorRetry(error: { status?: number }, _key, _config, revalidate, { retryCount }) {
    if (error.status !== undefined && error.status >= 400 && error.status < 500) return;
    if (retryCount >= 3) return;
    setTimeout(() => void revalidate({ retryCount }), 1000 * 2 ** retryCount);
  },
};

/**
 * A cache update or refetch after a write that nobody waits for (`afterWrite(mutate(key))`). It may
 * run after the page that wrote has gone with its cache (signed out; in the story run, the next
 * story on the same page): SWR then rejects reading the gone cache's state, and there is nothing
 * left to refresh (docs/decisions/345-late-writes-to-a-gone-cache.md). A refetch's own failure
 * is the hook's `error`, not this promise's.
 */
export function afterWrite(refresh: Promise<unknown>): void {
  refresh.catch(() => undefined);
}
