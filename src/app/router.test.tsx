import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createStaticI18n } from '../lib/i18n';
import { bundledResources } from '../lib/i18n-resources';
import { AppProvider } from './AppProvider';
import { createAppMemoryRouter, createAppRouter, createRoutes, SHELL_ROUTE_ID } from './router';

// A route screen that throws while rendering: no errorElement catches it but the router's own.
vi.mock('../features/auth/screens/LoginScreen', () => ({
  default: () => {
    throw new Error('The login screen broke');
  },
}));

describe('router', () => {
  it('shows the router\'s own "Unexpected Application Error!" view with the message for an unhandled route error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createAppMemoryRouter(['/login']);
    render(
      <AppProvider i18n={createStaticI18n(bundledResources, 'id')}>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The login screen broke' })).toBeTruthy();
  });
});

const findRoute = (routes: RouteObject[], id: string): RouteObject | undefined => {
  for (const route of routes) {
    if (route.id === id) return route;
    const inner = route.children && findRoute(route.children, id);
    if (inner) return inner;
  }
  return undefined;
};

describe("a route's screen", () => {
  it("is ready only once its area's translations have arrived, so the page never suspends on them", async () => {
    let arrive: () => void = () => undefined;
    const asked: string[] = [];
    const instance = i18next.createInstance();
    await instance
      .use(initReactI18next)
      .use({
        type: 'backend',
        init: () => undefined,
        read: (lng: string, ns: string, callback: (error: unknown, data: unknown) => void) => {
          asked.push(`${lng}/${ns}`);
          if (ns === 'users') arrive = () => callback(null, { title: 'Pengguna' });
          else callback(null, {});
        },
      })
      .init({ lng: 'id', fallbackLng: false, ns: ['common'], defaultNS: 'common' });
    const lazy = findRoute(createRoutes(), '/users/data')?.lazy;
    expect(typeof lazy).toBe('function');
    let ready = false;
    const loading = (lazy as () => Promise<unknown>)().then(() => (ready = true));
    await waitFor(() => expect(asked).toContain('id/users'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ready).toBe(false);
    arrive();
    await loading;
    expect(instance.hasLoadedNamespace('users')).toBe(true);
  });
});

// The waits are Testing Library's, with the unit setup's timeout (src/test/setup-unit.ts): a
// route's lazy screen beside the other suites of `npm test` takes longer than vi.waitFor's 1 s.
describe('the app router', () => {
  const shellRoutes = (router: ReturnType<typeof createAppRouter>) => findRoute(router.routes, SHELL_ROUTE_ID)?.children?.map((route) => route.id);

  it("starts with the first page's route only and adds another route when a navigation first reaches it", async () => {
    window.history.replaceState(null, '', '/users/7/detail');
    const router = createAppRouter();
    try {
      expect(shellRoutes(router)).toEqual(['/users/:userId/detail']);
      // A fixed path the table does not hold yet: found, added once, and matched instead of the catch-all.
      void router.navigate('/users/data/removed');
      await waitFor(() => expect(shellRoutes(router)).toEqual(['/users/:userId/detail', '/users/data/removed']));
      await waitFor(() => expect(router.state.matches.at(-1)?.route.id).toBe('/users/data/removed'));
      // A path with parameters the table already holds is not added twice.
      void router.navigate('/users/8/detail');
      await waitFor(() => expect(router.state.matches.at(-1)?.params).toEqual({ userId: '8' }));
      expect(shellRoutes(router)).toEqual(['/users/:userId/detail', '/users/data/removed']);
      // A path no area declares stays with the not-found page.
      void router.navigate('/nothing/here');
      await waitFor(() => expect(router.state.matches.at(-1)?.route.path).toBe('*'));
      expect(shellRoutes(router)).toHaveLength(2);
    } finally {
      router.dispose();
    }
  });

  it('starts with no area route on a path no area declares (the sign-in page)', () => {
    window.history.replaceState(null, '', '/login');
    const router = createAppRouter();
    try {
      expect(shellRoutes(router)).toEqual([]);
    } finally {
      router.dispose();
    }
  });
});
