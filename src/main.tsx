// The entry chunk: no React and no library, so it runs as soon as it arrives, before the vendor
// chunk has downloaded, and starts everything the first page needs at once instead of one step
// after another (docs/decisions/140-first-load-waterfall.md).
// The global stylesheet (colour variables, resets): a static file linked from the page (decision 283).
import 'virtual:laju-global.css';
import { startColorScheme, startupThemeMode } from './lib/color-scheme';
import { startEarlyRequests } from './lib/early';
import { areaNamespaceOf, NAMESPACES } from './lib/i18n-names';
import { warmIntl } from './lib/intl-warmup';

// zod without `new Function`: under the CSP (script-src 'self') its probe for eval is reported as a
// violation on every form screen. Set on the global config object zod adopts when it loads
// (`z.config()` writes the same object), so this chunk stays free of libraries (decision 260).
((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {}).jitless = true;

// Before the first paint, so a dark theme never flashes light. A valid ?theme= is kept.
startColorScheme(startupThemeMode(window.location.search));

// Everything else in tasks of their own, a few milliseconds each: in one task this start held
// the main thread for 20–100 ms while the page was still blank, and a phone pays four times that
// (decision 281). Timers of 0 ms run in the order they were set, right after this one.
const { pathname } = window.location;
const routed = pathname.replace(/\/+$/, '') !== '/login';
const loadRouterApp = () => import('./app/RouterApp').catch(() => undefined); // a failed download is retried on render

setTimeout(() => {
  const area = areaNamespaceOf(pathname);
  startEarlyRequests({
    namespaces: area ? [...NAMESPACES, area] : NAMESPACES,
    localesBase: import.meta.env.BASE_URL,
    // The demo's API is the MSW worker, which only answers once it has started.
    api: import.meta.env.VITE_API_MOCKS !== 'true',
    apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  });
}, 0);

setTimeout(() => void mount(), 0);

// React Router reads its view-transition record from session storage when the router is created
// (`restoreAppliedTransitions`), and the first read of a storage area is a synchronous call to the
// browser process (10–20 ms here while the page loads, more on a phone). Made now, while the page
// waits for the libraries, it no longer lengthens the router's task (decision 285).
if (routed) setTimeout(warmSessionStorage, 0);

// The first Intl object of a browser process loads ICU's data (50–120 ms here, ×4 on a phone):
// a worker pays it while the libraries download, off the main thread (decision 263). Starting a
// worker costs the main thread 5–30 ms itself: a task of its own.
setTimeout(warmIntl, 0);

function warmSessionStorage() {
  try {
    void window.sessionStorage.length;
  } catch {
    // storage blocked (a policy, a sandbox): the router's own read fails alike and it goes on
  }
}

async function mount() {
  const boot = import('./app/boot');
  // Demo mode only: the API is the MSW worker. Production builds drop this branch entirely. No
  // server preloads the router's chunks in the demo's HTML: their download starts here.
  if (import.meta.env.VITE_API_MOCKS === 'true') {
    if (routed) void loadRouterApp();
    const { startMockWorker } = await import('./mocks/browser');
    await startMockWorker();
  }
  const { mountApp } = await boot;
  // Every path but a first load of /login runs the router and the signed-in shell (decision 007).
  // The page's HTML already preloads their chunks beside the libraries (decision 260); importing
  // them once the boot chunk has run has them evaluated in a task of their own instead of in the
  // same one as the libraries and the boot chunk (decision 281). RouterApp then starts the page's
  // screen and creates the router, each in its own task too.
  if (routed) setTimeout(loadRouterApp, 0);
  await mountApp();
}
