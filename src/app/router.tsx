import { createBrowserRouter, createMemoryRouter, Outlet, type RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '../components/ui/Spinner/Spinner';
import { reloadOnStaleChunk } from '../lib/stale-chunk';
import { PersistLogin } from './guards/PersistLogin';
import type { ScreenRef } from '../lib/routes/define';
import { ROUTES } from '../lib/routes/routes';
import { screenModule } from './screens';

// A chunk gone after a redeploy reloads the page once (decision 153) instead of an error view.
const lazyScreen = (screen: ScreenRef) => async () => {
  const load = screenModule(screen);
  if (!load) throw new Error(`No screen module ${screen}`);
  return { Component: (await load().catch(reloadOnStaleChunk)).default };
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
              children: ROUTES.map((route) => ({ id: route.path, path: route.path, lazy: lazyScreen(route.screen) })),
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
