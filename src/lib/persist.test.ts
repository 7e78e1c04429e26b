import { describe, expect, it } from 'vitest';
import { BROWSER_SESSION_COOKIE, PERSIST_KEY, readBrowserSession, readPersist, writeBrowserSession, writePersist } from './persist';

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

describe('the browser-session marker', () => {
  const jar = () => {
    const written: string[] = [];
    return { written, doc: { get cookie() { return written.at(-1)?.split(';')[0] ?? ''; }, set cookie(value: string) { written.push(value); } } };
  };
  it('is a session cookie: no Max-Age or Expires while signed in, Secure over HTTPS', () => {
    const { written, doc } = jar();
    writeBrowserSession(true, doc, true);
    expect(written.at(-1)).toBe(`${BROWSER_SESSION_COOKIE}=1; Path=/; SameSite=Strict; Secure`);
    expect(readBrowserSession(doc)).toBe(true);
  });
  it('is removed on sign-out', () => {
    const { written, doc } = jar();
    writeBrowserSession(false, doc, false);
    expect(written.at(-1)).toBe(`${BROWSER_SESSION_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`);
    expect(readBrowserSession(doc)).toBe(false);
  });
  it('counts only its own exact value', () => {
    expect(readBrowserSession({ cookie: `x${BROWSER_SESSION_COOKIE}=1; ${BROWSER_SESSION_COOKIE}=yes` })).toBe(false);
    expect(readBrowserSession({ cookie: `a=b; ${BROWSER_SESSION_COOKIE}=1` })).toBe(true);
  });
});
