import { useEffect, useState } from 'react';

/**
 * A module loaded on demand that renders synchronously once loaded. Unlike React.lazy, which
 * suspends on its first render even when the code has already arrived, a component that was
 * preloaded shows in the same render that asks for it: a menu opened after its code was fetched
 * is in the page on the click's render, not a tick later.
 */
export interface Deferred<T> {
  /** Starts (or joins) the download; resolves with the module. */
  load(): Promise<T>;
  /** The module if it has arrived. */
  current(): T | undefined;
}

export function deferred<T>(loader: () => Promise<T>): Deferred<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      pending ??= loader().then(
        (module) => (value = module),
        (error: unknown) => {
          pending = undefined; // a failed download may be retried on the next use
          throw error;
        },
      );
      return pending;
    },
    current: () => value,
  };
}

/**
 * The module when `needed` (downloading it then if it has not arrived, and rendering again once
 * it has); preloads it after the first render either way, so it is usually there when needed.
 */
export function useDeferred<T>(module: Deferred<T>, needed: boolean): T | undefined {
  const [, setArrived] = useState(0);
  const current = module.current();
  useEffect(() => {
    if (current) return;
    let active = true;
    module.load().then(
      // Rendered again only if the module is wanted now: a preload that arrives while the menu is
      // closed changes nothing on screen (the next render that needs it finds it loaded). Every
      // dropdown of the top bar re-rendered once per page load for nothing.
      () => active && needed && setArrived((count) => count + 1),
      () => undefined, // offline: the menu or toast stays unavailable until the next try
    );
    return () => {
      active = false;
    };
  }, [module, current, needed]);
  return needed ? current : undefined;
}
