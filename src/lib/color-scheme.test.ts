import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COLOR_SCHEME_EVENT,
  THEME_STORAGE_KEY,
  applyTheme,
  readStoredTheme,
  resolveTheme,
  startupThemeMode,
  sanitizeThemeParam,
  startColorScheme,
} from './color-scheme';

const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === THEME_STORAGE_KEY ? value : null), setItem: () => undefined });

describe('sanitizeThemeParam', () => {
  it.each([
    ['dark', 'dark'],
    ['Light', 'light'],
    ['auto', 'auto'],
    [' dark ', 'dark'],
  ])('accepts %j as %s', (raw, expected) => {
    expect(sanitizeThemeParam(raw)).toBe(expected);
  });

  it.each([
    ['symbols', 'dark;"><script>'],
    ['an unknown name', 'purple'],
    ['10 000 characters', 'd'.repeat(10_000)],
    ['empty', ''],
    ['a dash', 'da-rk'],
    ['unicode letters', 'dárk'],
  ])('ignores %s', (_label, raw) => {
    expect(sanitizeThemeParam(raw)).toBeNull();
  });

  it('ignores null', () => expect(sanitizeThemeParam(null)).toBeNull());
});

describe('startupThemeMode', () => {
  it('prefers a valid query value over storage', () => {
    expect(startupThemeMode('?theme=dark', storageWith('auto'))).toBe('dark');
  });
  it('falls back to the stored value when the query is hostile', () => {
    expect(startupThemeMode('?theme=%3Cb%3E', storageWith('auto'))).toBe('auto');
  });
  it('falls back to light when storage holds garbage or a 5 MB value', () => {
    expect(startupThemeMode('', storageWith('{"x":1}'))).toBe('light');
    expect(startupThemeMode('', storageWith('x'.repeat(5 * 1024 * 1024)))).toBe('light');
  });
  it('keeps a query value as the stored choice, and writes nothing when nothing changes (decision 275)', () => {
    const store = (value: string | null) => {
      let held = value;
      const setItem = vi.fn((_key: string, next: string) => void (held = next));
      return { getItem: (key: string) => (key === THEME_STORAGE_KEY ? held : null), setItem, held: () => held };
    };
    const fresh = store(null);
    expect(startupThemeMode('', fresh)).toBe('light');
    expect(fresh.setItem).not.toHaveBeenCalled();
    const kept = store('dark');
    expect(startupThemeMode('?theme=dark', kept)).toBe('dark');
    expect(startupThemeMode('', kept)).toBe('dark');
    expect(kept.setItem).not.toHaveBeenCalled();
    const changed = store('dark');
    expect(startupThemeMode('?theme=auto', changed)).toBe('auto');
    expect(changed.setItem).toHaveBeenCalledOnce();
    expect(changed.held()).toBe('auto');
    expect(startupThemeMode('?theme=%3Cb%3E', changed)).toBe('auto');
    expect(changed.setItem).toHaveBeenCalledOnce();
  });
  it('survives storage that throws', () => {
    expect(readStoredTheme({ getItem: () => { throw new Error('denied'); } })).toBeNull();
  });
});

describe('applyTheme', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sets data-theme and color-scheme and dispatches ColorSchemeChange', () => {
    const listener = vi.fn();
    document.addEventListener(COLOR_SCHEME_EVENT, listener);
    applyTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(listener).toHaveBeenCalledOnce();
    document.removeEventListener(COLOR_SCHEME_EVENT, listener);
  });

  it('asks the system preference only for auto', () => {
    const media = vi.fn(() => ({ matches: true, addEventListener() {}, removeEventListener() {} }));
    vi.stubGlobal('matchMedia', media);
    expect(resolveTheme('light')).toBe('light');
    expect(resolveTheme('dark')).toBe('dark');
    expect(media).not.toHaveBeenCalled();
    expect(resolveTheme('auto')).toBe('dark');
    expect(media).toHaveBeenCalledOnce();
  });

  it('resolves auto from the system preference', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('dark'), addEventListener() {}, removeEventListener() {} }));
    expect(applyTheme('auto')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});

describe('startColorScheme', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the system preference live while the mode is auto, and stops when it is not', () => {
    let dark = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', () => ({
      get matches() {
        return dark;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }));
    const changed = vi.fn();
    document.addEventListener(COLOR_SCHEME_EVENT, changed);

    startColorScheme('auto');
    expect(document.documentElement.dataset.theme).toBe('light');
    dark = true;
    listeners.forEach((listener) => listener());
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(changed).toHaveBeenCalledTimes(2);

    applyTheme('light');
    dark = false;
    listeners.forEach((listener) => listener());
    dark = true;
    listeners.forEach((listener) => listener());
    expect(document.documentElement.dataset.theme).toBe('light');
    document.removeEventListener(COLOR_SCHEME_EVENT, changed);
  });
});
