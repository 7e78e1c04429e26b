import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';
import { screenForPath, screenModule } from './screens';

// As soon as this chunk runs (the entry starts it with the libraries), start the current page's
// screen too, instead of after the first render creates the router (decision 140).
const firstScreen = screenForPath(window.location.pathname);
if (firstScreen) screenModule(firstScreen)?.().catch(() => undefined);

let router: ReturnType<typeof createAppRouter> | undefined;

/** The data router over the whole route table, created once per page load at the current URL. */
export default function RouterApp() {
  router ??= createAppRouter();
  return <RouterProvider router={router} />;
}
