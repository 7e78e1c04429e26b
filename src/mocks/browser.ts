import { setupWorker } from 'msw/browser';
import { accessTokens, anchorMockClock, mockStats } from './db/auth';
import { resetMockDb } from './db';
import { defaultHandlers } from './handlers';

declare global {
  interface Window {
    /** Demo-only hooks for end-to-end tests; absent from production builds. */
    __lajuMock?: { stats: typeof mockStats; expireAccessTokens(): void };
  }
}

/** The demo's API: the MSW service worker over the in-memory db. */
export async function startMockWorker() {
  anchorMockClock(Date.now());
  resetMockDb();
  const worker = setupWorker(...defaultHandlers());
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  window.__lajuMock = { stats: mockStats, expireAccessTokens: () => accessTokens.expireAll() };
  return worker;
}
