import { describe, expect, it } from 'vitest';
import { PERSIST_KEY, readPersist, writePersist } from './persist';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === PERSIST_KEY ? value : null) });

describe('persist', () => {
  it('is false by default', () => expect(readPersist(storage(null))).toBe(false));
  it('is true only for the JSON literal true', () => expect(readPersist(storage('true'))).toBe(true));
  it.each(['yes', '1', 'TRUE', '{"persist":true}', 'x'.repeat(5 * 1024 * 1024)])('treats the tampered value %# as false', (value) => {
    expect(readPersist(storage(value))).toBe(false);
  });
  it('survives storage that throws', () => {
    expect(readPersist({ getItem: () => { throw new Error('SecurityError'); } })).toBe(false);
    expect(() => writePersist(true, { setItem: () => { throw new Error('QuotaExceeded'); } })).not.toThrow();
  });
  it('writes JSON so the original reads it back', () => {
    const written = new Map<string, string>();
    writePersist(true, { setItem: (key, value) => void written.set(key, value) });
    expect(written.get(PERSIST_KEY)).toBe('true');
  });
});
