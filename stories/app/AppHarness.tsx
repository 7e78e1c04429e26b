import { useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from '../../src/app/AppProvider';
import { createAppMemoryRouter } from '../../src/app/router';
import { applyTheme, type ThemeMode } from '../../src/lib/color-scheme';

export interface AppHarnessProps {
  /** Where the app starts, as if typed in the address bar. */
  path: string;
  theme?: ThemeMode;
}

/**
 * The whole app (providers, router, guards, shell) in a story, on a memory router, against
 * whatever MSW handlers the story set. Uses the story's i18n instance (locale toolbar).
 */
export function AppHarness({ path, theme = 'light' }: AppHarnessProps) {
  const { i18n } = useTranslation();
  const router = useMemo(() => createAppMemoryRouter([path]), [path]);
  useLayoutEffect(() => {
    applyTheme(theme);
  }, [theme]);
  return (
    <AppProvider i18n={i18n}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
