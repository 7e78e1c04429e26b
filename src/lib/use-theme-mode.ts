import { useCallback, useSyncExternalStore } from 'react';
import { appliedThemeMode, applyTheme, COLOR_SCHEME_EVENT, DEFAULT_THEME, storeTheme, type ThemeMode } from './color-scheme';

// The hook lives apart from color-scheme.ts so the entry chunk, which applies the theme before
// anything else, does not import React (docs/decisions/140-first-load-waterfall.md).
const subscribeToScheme = (listener: () => void) => {
  document.addEventListener(COLOR_SCHEME_EVENT, listener);
  return () => document.removeEventListener(COLOR_SCHEME_EVENT, listener);
};

/**
 * The theme mode as state for any screen (top bar, settings): reads what is applied, and
 * setting it applies, stores and notifies every other reader through ColorSchemeChange.
 */
export function useThemeMode(): [ThemeMode, (mode: ThemeMode) => void] {
  const mode = useSyncExternalStore(subscribeToScheme, () => appliedThemeMode() ?? DEFAULT_THEME, () => DEFAULT_THEME);
  const setMode = useCallback((next: ThemeMode) => {
    applyTheme(next);
    storeTheme(next);
  }, []);
  return [mode, setMode];
}
