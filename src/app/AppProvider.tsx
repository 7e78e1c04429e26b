import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Session } from '../../contract/auth';
import { AlertProvider } from '../components/feedback/AlertProvider/AlertProvider';
import { SessionProvider } from '../features/auth/session/SessionProvider';
import { ThemeProvider } from '../theme/ThemeProvider';

export interface AppProviderProps {
  children: ReactNode;
  i18n: I18n;
  apiBaseUrl?: string;
  initialSession?: Session | null;
}

/**
 * Everything the app, the tests and the full-app stories share (ARCHITECTURE example 4). SWR's
 * provider sits in the signed-in shell instead (docs/decisions/007-lazy-shell.md).
 */
export function AppProvider({ children, i18n, apiBaseUrl = '', initialSession }: AppProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider>
        <AlertProvider>
          <SessionProvider baseUrl={apiBaseUrl} initialSession={initialSession ?? null}>
            {children}
          </SessionProvider>
        </AlertProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
