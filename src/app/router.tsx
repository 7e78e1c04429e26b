import { getI18n } from 'react-i18next';
import { createBrowserRouter, createMemoryRouter, Outlet, type RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '../components/ui/Spinner/Spinner';
import { areaNamespaceOf } from '../lib/i18n-names';
import { reloadOnStaleChunk } from '../lib/stale-chunk';
import { PersistLogin } from './guards/PersistLogin';
import type { RouteDef, ScreenRef } from '../lib/routes/define';
import { ROUTES } from '../lib/routes/routes';
import { routeForPath, screenModule } from './screens';

/**
 * A route's screen, with its area's translations fetched beside the code: the router shows the
 * page once both are there. Without them the screen suspended on its words, the shell showed a
 * spinner, and React holds back the replacement of a fallback for up to 300 ms (decision 272).
 * A translation file that cannot be fetched does not stop the page: its keys show, as before.
 * A chunk gone after a redeploy reloads the page once (decision 153) instead of an error view.
 */
const lazyScreen = (screen: ScreenRef, path: string) => async () => {
  const load = screenModule(screen);
  if (!load) throw new Error(`No screen module ${screen}`);
  const area = areaNamespaceOf(path);
  const words = area ? getI18n()?.loadNamespaces(area).catch(() => undefined) : undefined;
  const [module] = await Promise.all([load().catch(reloadOnStaleChunk), words]);
  return { Component: module.default };
};

const errorPage = (name: 'NotFoundPage' | 'ServerErrorPage') => async () => ({
  Component: (await import('./pages/ErrorPages'))[name],
});

/** The signed-in shell's route: the parent of every area's route, found by this id when one is added. */
export const SHELL_ROUTE_ID = 'shell';

const screenRoute = (route: RouteDef): RouteObject => ({ id: route.path, path: route.path, lazy: lazyScreen(route.screen, route.path) });

/**
 * The route tree. No errorElement: an unhandled route error shows React Router's own view,
 * "Unexpected Application Error!" with the status text or message (original §8,
 * docs/product/errors.md). `shellRoutes` are the areas' routes under the shell: all of them unless
 * a caller names fewer.
 */
export function createRoutes(shellRoutes: readonly RouteDef[] = ROUTES): RouteObject[] {
  return [
    {
      element: <Outlet />,
      // Shown while the first route chunk loads at start-up.
      hydrateFallbackElement: <FullPageSpinner />,
      children: [
        {
          element: <PersistLogin />,
          children: [
            { path: '/login', lazy: async () => ({ Component: (await import('../features/auth/screens/LoginScreen')).default }) },
            {
              id: SHELL_ROUTE_ID,
              lazy: async () => ({ Component: (await import('./shell/ProtectedShell')).default }),
              // The route id is its path: the shell looks up its name and permissions by it.
              children: shellRoutes.map(screenRoute),
            },
          ],
        },
        { path: '/404', lazy: errorPage('NotFoundPage') },
        { path: '/500', lazy: errorPage('ServerErrorPage') },
        { path: '*', lazy: errorPage('NotFoundPage') },
      ],
    },
  ];
}

/**
 * The app's router, created with only the route of the page it starts on: React Router compiles a
 * matcher (regular expressions) for every route of the table it is given and ranks them, 44 area routes
 * in one task of the start-up (decision 285). The other routes join the table the first time a
 * navigation goes to them (`patchRoutesOnNavigation`, which React Router calls when a path matches
 * no route but the not-found catch-all, or a route with parameters that a fixed one might beat):
 * `routeForPath` finds the route as React Router's ranking would (routes.test.ts), so the router
 * then matches what it would have matched with the whole table from the start.
 */
export function createAppRouter() {
  const first = routeForPath(window.location.pathname);
  const known = new Set<string>(first ? [first.path] : []);
  return createBrowserRouter(createRoutes(first ? [first] : []), {
    patchRoutesOnNavigation: ({ path, patch }) => {
      const route = routeForPath(path);
      if (!route || known.has(route.path)) return;
      known.add(route.path);
      patch(SHELL_ROUTE_ID, [screenRoute(route)]);
    },
  });
}
export const createAppMemoryRouter = (initialEntries: string[]) => createMemoryRouter(createRoutes(), { initialEntries });
