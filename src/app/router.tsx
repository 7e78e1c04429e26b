import type { ComponentType } from 'react';
import { createBrowserRouter, createMemoryRouter, Outlet, type RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '../components/ui/Spinner/Spinner';
import { PersistLogin } from './guards/PersistLogin';
import { NotFoundPage, ServerErrorPage } from './pages/ErrorPages';
import { ROUTES, type ScreenId } from './route-table';
import type { RouteHandle } from './shell/useShellModel';

/** One lazy chunk per screen module (SPEC §1: every page is loaded on demand). */
const screens: Record<ScreenId, () => Promise<{ default: ComponentType }>> = {
  pending: () => import('./pages/PendingScreen'),
};

const lazyScreen = (screen: ScreenId) => async () => ({ Component: (await screens[screen]()).default });

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
              children: ROUTES.map((route) => ({
                path: route.path,
                lazy: lazyScreen(route.screen),
                handle: { route } satisfies RouteHandle,
              })),
            },
          ],
        },
        { path: '/404', element: <NotFoundPage /> },
        { path: '/500', element: <ServerErrorPage /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(createRoutes());
export const createAppMemoryRouter = (initialEntries: string[]) => createMemoryRouter(createRoutes(), { initialEntries });
