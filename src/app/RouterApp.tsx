import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';

let router: ReturnType<typeof createAppRouter> | undefined;

/** The data router over the whole route table, created once per page load at the current URL. */
export default function RouterApp() {
  router ??= createAppRouter();
  return <RouterProvider router={router} />;
}
