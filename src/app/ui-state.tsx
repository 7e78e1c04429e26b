import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { appliedThemeMode, startColorScheme, type ThemeMode } from '../lib/color-scheme';
import { useThemeMode } from '../lib/use-theme-mode';

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
  const [theme, setTheme] = useThemeMode();

  useEffect(() => {
    if (appliedThemeMode() === null) startColorScheme(theme);
  }, [theme]);

  const value = useMemo<UiState>(
    () => ({ sidebarShow, asideShow, sidebarUnfoldable, theme, setSidebarShow, setAsideShow, setSidebarUnfoldable, setTheme }),
    [sidebarShow, asideShow, sidebarUnfoldable, theme, setTheme],
  );
  return <UiStateContext.Provider value={value}>{children}</UiStateContext.Provider>;
}
