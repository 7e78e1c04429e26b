import { setupWorker } from 'msw/browser';
import { defaultHandlers } from './handlers';

/** The demo's API: the MSW service worker over the in-memory db. */
export async function startMockWorker() {
  const worker = setupWorker(...defaultHandlers());
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` } });
  return worker;
}
