import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserI18n } from '../lib/i18n';
import { preloadRouteChunks } from '../lib/route-chunks';
import { AppProvider } from './AppProvider';
import { AppRoot } from './AppRoot';

/**
 * The React half of start-up, loaded by the entry (src/main.tsx) once it has started the page's
 * first requests: the libraries download while the translations, the session refresh and the
 * page's chunks are already on their way (docs/decisions/140-first-load-waterfall.md).
 */
export async function mountApp() {
  preloadRouteChunks();
  const i18n = await createBrowserI18n();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider i18n={i18n} apiBaseUrl={import.meta.env.VITE_API_BASE_URL ?? ''}>
        <AppRoot initialPath={window.location.pathname} />
      </AppProvider>
    </StrictMode>,
  );
}
