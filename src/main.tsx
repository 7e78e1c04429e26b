import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/AppProvider';
import { AppRoot } from './app/AppRoot';
import { initialThemeMode, startColorScheme, storeTheme } from './lib/color-scheme';
import { createBrowserI18n } from './lib/i18n';

async function start() {
  // Before the first paint, so a dark theme never flashes light. A valid ?theme= is kept.
  const theme = initialThemeMode(window.location.search);
  startColorScheme(theme);
  storeTheme(theme);
  // Demo mode only: the API is the MSW worker. Production builds drop this branch entirely.
  if (import.meta.env.VITE_API_MOCKS === 'true') {
    const { startMockWorker } = await import('./mocks/browser');
    await startMockWorker();
  }
  const i18n = await createBrowserI18n();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider i18n={i18n} apiBaseUrl={import.meta.env.VITE_API_BASE_URL ?? ''}>
        <AppRoot initialPath={window.location.pathname} />
      </AppProvider>
    </StrictMode>,
  );
}

void start();
