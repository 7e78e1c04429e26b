import { describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunk, STALE_CHUNK_KEY } from './stale-chunk';

function host() {
  const target = new EventTarget();
  const storage = new Map<string, string>();
  const reload = vi.fn();
  return {
    reload,
    storage,
    fire: () => {
      const event = new Event('vite:preloadError', { cancelable: true });
      target.dispatchEvent(event);
      return event;
    },
    value: {
      addEventListener: (type: 'vite:preloadError', listener: (event: Event) => void) => target.addEventListener(type, listener),
      location: { reload },
      sessionStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) },
    },
  };
}

describe('reloadOnStaleChunk', () => {
  it('reloads once when a chunk of an old build is missing, and not again within a minute', () => {
    const page = host();
    let clock = 1_000_000;
    reloadOnStaleChunk(page.value, () => clock);
    const first = page.fire();
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    expect(page.storage.get(STALE_CHUNK_KEY)).toBe('1000000');
    clock += 30_000;
    const second = page.fire();
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
    clock += 31_000;
    page.fire();
    expect(page.reload).toHaveBeenCalledTimes(2);
  });
});
