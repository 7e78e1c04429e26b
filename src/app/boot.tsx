import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { nextTask, startupLanguage } from '../lib/early';
import { createBrowserI18n } from '../lib/i18n-browser';
import { areaNamespaceOf } from '../lib/i18n-names';
import { preloadRouteChunks } from '../lib/route-chunks';
import { AppProvider } from './AppProvider';
import { AppRoot } from './AppRoot';

/**
 * The React half of start-up, loaded by the entry (src/main.tsx) once it has started the page's
 * first requests: the libraries download while the translations, the session refresh and the
 * page's chunks are already on their way (docs/decisions/140-first-load-waterfall.md).
 */
export async function mountApp() {
  // The libraries and this chunk were evaluated in the task that resolved the entry's import:
  // each step below takes a task of its own instead of lengthening that one (decision 285).
  await nextTask();
  // Not awaited: its links go in small tasks beside the steps below.
  void preloadRouteChunks();
  await nextTask();
  // The language the entry detected and the first page's own translations, which the entry has
  // already asked for: loaded before the first render, so the page never suspends on them.
  const area = areaNamespaceOf(window.location.pathname);
  const i18n = await createBrowserI18n(import.meta.env.BASE_URL, { lng: startupLanguage(), namespaces: area ? [area] : [] });
  const root = createRoot(document.getElementById('root')!);
  // The first render compiles and runs most of React and the providers for the first time: as a
  // transition it yields to the browser every few milliseconds instead of holding the main thread
  // for one long task (decision 263).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider i18n={i18n} apiBaseUrl={import.meta.env.VITE_API_BASE_URL ?? ''}>
          <AppRoot initialPath={window.location.pathname} />
        </AppProvider>
      </StrictMode>,
    ),
  );
}
