import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import type { Session } from '../../contract/auth';
import { AlertProvider } from '../components/feedback/AlertProvider/AlertProvider';
import { SessionProvider } from '../features/auth/session/SessionProvider';
import { swrConfig } from '../lib/swr';
import type { ThemeMode } from '../lib/color-scheme';
import { ThemeProvider } from '../theme/ThemeProvider';
import { UiStateProvider } from './ui-state';

export interface AppProviderProps {
  children: ReactNode;
  i18n: I18n;
  apiBaseUrl?: string;
  /** Stories and tests: a fresh SWR cache each time. */
  isolatedCache?: boolean;
  initialSession?: Session | null;
  initialTheme?: ThemeMode;
}

/** Everything the app, the tests and the full-app stories share (ARCHITECTURE example 4). */
export function AppProvider({ children, i18n, apiBaseUrl = '', isolatedCache = false, initialSession, initialTheme }: AppProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <SWRConfig value={isolatedCache ? { ...swrConfig, provider: () => new Map() } : swrConfig}>
          <AlertProvider>
            <SessionProvider baseUrl={apiBaseUrl} initialSession={initialSession ?? null}>
              <UiStateProvider initialTheme={initialTheme}>{children}</UiStateProvider>
            </SessionProvider>
          </AlertProvider>
        </SWRConfig>
      </ThemeProvider>
    </I18nextProvider>
  );
}
