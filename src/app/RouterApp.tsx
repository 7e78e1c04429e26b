import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';
import { screenForPath, screenModule } from './screens';

// As soon as this chunk runs (the entry starts it with the libraries), start the current page's
// screen too, instead of after the first render creates the router (decision 140).
const firstScreen = screenForPath(window.location.pathname);
if (firstScreen) screenModule(firstScreen)?.().catch(() => undefined);

let router: ReturnType<typeof createAppRouter> | undefined;
let early: { path: string; router: ReturnType<typeof createAppRouter> } | undefined;

const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * A page load that starts on a routed path has its router created in a task of its own, right
 * after this chunk runs: creating it flattens and compiles the whole route table (10–35 ms here,
 * four times that on a phone), which inside RouterApp's first render made that render one long
 * task (decision 281). AppRoot renders RouterApp once this has settled. A first load of /login
 * creates it in the render after sign-in, at the URL the page then has.
 */
export const routerReady: Promise<void> =
  window.location.pathname.replace(/\/+$/, '') === '/login'
    ? Promise.resolve()
    : new Promise((resolve) => {
        setTimeout(() => {
          if (!router) early = { path: currentPath(), router: createAppRouter() };
          resolve();
        }, 0);
      });

/** The data router over the whole route table, created once per page load at the current URL. */
export default function RouterApp() {
  // The early router only if the URL is still the one it was created at.
  router ??= early?.path === currentPath() ? early.router : createAppRouter();
  if (early && early.router !== router) early.router.dispose();
  early = undefined;
  return <RouterProvider router={router} />;
}
