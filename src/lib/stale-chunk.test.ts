import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnStaleChunk, STALE_CHUNK_KEY } from './stale-chunk';

const gone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:3000/assets/abc.js'));
const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => 'settled', () => 'settled'), new Promise((resolve) => setTimeout(() => resolve('pending'), ms))]);

describe('stale chunks after a redeploy', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('a lazy import of a missing chunk reloads the page once instead of failing; the next failure shows', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    expect(await settledWithin(gone().catch(reloadOnStaleChunk), 20)).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage[STALE_CHUNK_KEY]).toBe('1');
    await expect(gone().catch(reloadOnStaleChunk)).rejects.toThrow(/dynamically imported module/);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('leaves other failures to the router, and a loaded module passes through', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    await expect(Promise.reject(new Error('boom')).catch(reloadOnStaleChunk)).rejects.toThrow('boom');
    expect(await Promise.resolve(7).catch(reloadOnStaleChunk)).toBe(7);
    expect(reload).not.toHaveBeenCalled();
  });
});
