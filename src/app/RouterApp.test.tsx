import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStaticI18n } from '../lib/i18n';
import { bundledResources } from '../lib/i18n-resources';
import { AppProvider } from './AppProvider';

/** RouterApp's module as a fresh page load at `path` would run it (decision 281). */
async function loadAt(path: string) {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  return import('./RouterApp');
}

const renderRouterApp = (RouterApp: () => React.JSX.Element) =>
  render(
    <AppProvider i18n={createStaticI18n(bundledResources, 'id')}>
      <RouterApp />
    </AppProvider>,
  );

afterEach(() => window.history.replaceState(null, '', '/'));

describe('RouterApp', () => {
  it('has the router of a routed first load made before its first render, and shows that page', async () => {
    const module = await loadAt('/404');
    await module.routerReady;
    renderRouterApp(module.default);
    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeTruthy();
  });

  it('shows the URL the page has at its first render when it moved after the early router was made', async () => {
    const module = await loadAt('/404');
    await module.routerReady;
    window.history.replaceState(null, '', '/500');
    renderRouterApp(module.default);
    expect(await screen.findByRole('heading', { name: 'Terjadi kesalahan pada server' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeNull();
  });

  it('makes the router ahead in a timer for a routed first load only, never for /login', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const settled = async (promise: Promise<void>) => {
        let done = false;
        void promise.then(() => (done = true));
        for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
        return done;
      };
      const routed = await loadAt('/404');
      expect(await settled(routed.routerReady)).toBe(false);
      vi.runOnlyPendingTimers();
      expect(await settled(routed.routerReady)).toBe(true);

      const login = await loadAt('/login');
      expect(await settled(login.routerReady)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
