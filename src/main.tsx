// The entry chunk: no React and no library, so it runs as soon as it arrives, before the vendor
// chunk has downloaded, and starts everything the first page needs at once instead of one step
// after another (docs/decisions/140-first-load-waterfall.md).
import { startColorScheme, startupThemeMode } from './lib/color-scheme';
import { startEarlyRequests } from './lib/early';
import { areaNamespaceOf, NAMESPACES } from './lib/i18n-names';
import { warmIntl } from './lib/intl-warmup';

// Before the first paint, so a dark theme never flashes light. A valid ?theme= is kept.
startColorScheme(startupThemeMode(window.location.search));

const { pathname } = window.location;
const area = areaNamespaceOf(pathname);
startEarlyRequests({
  namespaces: area ? [...NAMESPACES, area] : NAMESPACES,
  localesBase: import.meta.env.BASE_URL,
  // The demo's API is the MSW worker, which only answers once it has started.
  api: import.meta.env.VITE_API_MOCKS !== 'true',
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
});

// Every path but a first load of /login runs the router and the signed-in shell (decision 007):
// fetch them alongside the libraries (RouterApp then starts the page's own screen at once).
if (pathname.replace(/\/+$/, '') !== '/login') {
  import('./app/RouterApp').catch(() => undefined); // a failed early download is retried on render
}

// The first Intl object of a browser process loads ICU's data (50–120 ms here, ×4 on a phone):
// a worker pays it while the libraries download, off the main thread (decision 263).
warmIntl();

async function mount() {
  const boot = import('./app/boot');
  // Demo mode only: the API is the MSW worker. Production builds drop this branch entirely.
  if (import.meta.env.VITE_API_MOCKS === 'true') {
    const { startMockWorker } = await import('./mocks/browser');
    await startMockWorker();
  }
  await (await boot).mountApp();
}

void mount();
