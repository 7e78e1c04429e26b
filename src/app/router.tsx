import { getI18n } from 'react-i18next';
import { createBrowserRouter, createMemoryRouter, Outlet, type RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '../components/ui/Spinner/Spinner';
import { areaNamespaceOf } from '../lib/i18n-names';
import { reloadOnStaleChunk } from '../lib/stale-chunk';
import { PersistLogin } from './guards/PersistLogin';
import type { ScreenRef } from '../lib/routes/define';
import { ROUTES } from '../lib/routes/routes';
import { screenModule } from './screens';

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

/**
 * The route tree. No errorElement: an unhandled route error shows React Router's own view,
 * "Unexpected Application Error!" with the status text or message (original §8, SPEC §9).
 */
export function createRoutes(): RouteObject[] {
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
              lazy: async () => ({ Component: (await import('./shell/ProtectedShell')).default }),
              // The route id is its path: the shell looks up its name and permissions by it.
              children: ROUTES.map((route) => ({ id: route.path, path: route.path, lazy: lazyScreen(route.screen, route.path) })),
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

export const createAppRouter = () => createBrowserRouter(createRoutes());
export const createAppMemoryRouter = (initialEntries: string[]) => createMemoryRouter(createRoutes(), { initialEntries });
