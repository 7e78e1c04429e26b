import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './app/AppProvider';
import { createAppRouter } from './app/router';
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
  const router = createAppRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider i18n={i18n} apiBaseUrl={import.meta.env.VITE_API_BASE_URL ?? ''}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </AppProvider>
    </StrictMode>,
  );
}

void start();
