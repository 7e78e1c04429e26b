import { useCallback, useSyncExternalStore } from 'react';

/** Whether a media query matches now, re-rendering when it changes. */
export function useMediaQuery(query: string): boolean {
  // One subscription per query, not a new one on every render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
