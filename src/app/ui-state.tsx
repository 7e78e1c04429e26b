import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { appliedThemeMode, applyTheme, DEFAULT_THEME, startColorScheme, storeTheme, type ThemeMode } from '../lib/color-scheme';

/** The original's UI state (§3): sidebarShow, asideShow, sidebarUnfoldable, theme. */
export interface UiState {
  sidebarShow: boolean;
  asideShow: boolean;
  sidebarUnfoldable: boolean;
  theme: ThemeMode;
  setSidebarShow(show: boolean): void;
  setAsideShow(show: boolean): void;
  setSidebarUnfoldable(unfoldable: boolean): void;
  setTheme(mode: ThemeMode): void;
}

const UiStateContext = createContext<UiState | null>(null);

export function useUiState(): UiState {
  const state = useContext(UiStateContext);
  if (!state) throw new Error('useUiState must be used inside UiStateProvider');
  return state;
}

const narrowViewport = () => typeof matchMedia === 'function' && matchMedia('(max-width: 991.98px)').matches;

/** Lives in the signed-in shell; the theme itself was applied at start-up (main.tsx). */
export function UiStateProvider({ children }: { children: ReactNode }) {
  // A phone starts with the sidebar closed; it would otherwise cover the page.
  const [sidebarShow, setSidebarShow] = useState(() => !narrowViewport());
  const [asideShow, setAsideShow] = useState(false);
  const [sidebarUnfoldable, setSidebarUnfoldable] = useState(false);
  const [theme, setThemeState] = useState<ThemeMode>(() => appliedThemeMode() ?? DEFAULT_THEME);

  useEffect(() => {
    if (appliedThemeMode() === null) startColorScheme(theme);
  }, [theme]);

  const setTheme = useCallback((mode: ThemeMode) => {
    applyTheme(mode);
    storeTheme(mode);
    setThemeState(mode);
  }, []);

  const value = useMemo<UiState>(
    () => ({ sidebarShow, asideShow, sidebarUnfoldable, theme, setSidebarShow, setAsideShow, setSidebarUnfoldable, setTheme }),
    [sidebarShow, asideShow, sidebarUnfoldable, theme, setTheme],
  );
  return <UiStateContext.Provider value={value}>{children}</UiStateContext.Provider>;
}
