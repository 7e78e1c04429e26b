import { safeLocalStorage } from './safe-storage';

/**
 * Theme preference (docs/product/sessions.md): light, dark or auto, kept under `laju-theme`. A
 * valid `?theme=` wins, then the stored value, then light. Applying sets data-theme and
 * color-scheme on <html> and dispatches `ColorSchemeChange` on document.
 */
export const THEME_MODES = ['light', 'dark', 'auto'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'laju-theme';
export const DEFAULT_THEME: ThemeMode = 'light';
export const COLOR_SCHEME_EVENT = 'ColorSchemeChange';

const MAX_PARAM_LENGTH = 16;

const isThemeMode = (value: unknown): value is ThemeMode =>
  typeof value === 'string' && (THEME_MODES as readonly string[]).includes(value);

/**
 * The `?theme=` value when it is made only of letters, digits and spaces and names a known
 * theme; anything else (symbols, 10 000 characters, unknown names) is ignored.
 */
export function sanitizeThemeParam(raw: string | null | undefined): ThemeMode | null {
  if (!raw || raw.length > MAX_PARAM_LENGTH || !/^[A-Za-z0-9 ]+$/.test(raw)) return null;
  const value = raw.trim().toLowerCase();
  return isThemeMode(value) ? value : null;
}

export function readStoredTheme(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): ThemeMode | null {
  try {
    const value = storage?.getItem(THEME_STORAGE_KEY);
    return isThemeMode(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeTheme(mode: ThemeMode, storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage()) {
  try {
    storage?.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Storage full or blocked: the choice still applies for this page.
  }
}

/**
 * The page load's mode: a valid ?theme=, else the stored value, else light. A valid `?theme=` is
 * kept as the stored choice; storage is written only when the query changes it (a write is a
 * synchronous call to the browser process, made on every load for nothing before, decision 275).
 */
export function startupThemeMode(search: string, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeLocalStorage()): ThemeMode {
  const fromQuery = sanitizeThemeParam(new URLSearchParams(search).get('theme'));
  const stored = readStoredTheme(storage);
  if (fromQuery && fromQuery !== stored) storeTheme(fromQuery, storage);
  return fromQuery ?? stored ?? DEFAULT_THEME;
}

export const systemPrefersDark = (): boolean =>
  typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;

/** The theme a mode shows; the system preference is asked only for `auto`. */
export const resolveTheme = (mode: ThemeMode, prefersDark?: boolean): ResolvedTheme =>
  mode === 'auto' ? ((prefersDark ?? systemPrefersDark()) ? 'dark' : 'light') : mode;

let appliedMode: ThemeMode | null = null;
/** The mode last applied to the page, or null before start-up applied one. */
export const appliedThemeMode = (): ThemeMode | null => appliedMode;

export function applyTheme(mode: ThemeMode, root: HTMLElement = document.documentElement): ResolvedTheme {
  appliedMode = mode;
  const resolved = resolveTheme(mode);
  root.dataset.theme = resolved;
  root.style.colorScheme = resolved;
  document.dispatchEvent(new CustomEvent(COLOR_SCHEME_EVENT, { detail: { mode, theme: resolved } }));
  return resolved;
}

let followingSystem = false;
/**
 * Start-up: applies the initial mode and, once for the page's life, re-applies `auto` whenever
 * the system preference changes, on every page including /login.
 */
export function startColorScheme(mode: ThemeMode) {
  applyTheme(mode);
  if (followingSystem) return;
  followingSystem = true;
  onSystemSchemeChange(() => {
    if (appliedMode === 'auto') applyTheme('auto');
  });
}

/** Calls back when the system preference changes; returns the unsubscribe function. */
export function onSystemSchemeChange(listener: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia('(prefers-color-scheme: dark)');
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

