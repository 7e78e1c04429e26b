import { ErrorPage } from '../../components/feedback/ErrorPage/ErrorPage';

/** /404: an unknown path or a missing permission. */
export function NotFoundPage() {
  return <ErrorPage code={404} />;
}

/** /500: a network failure or a server error; "Try again" reloads the app from the start. */
export function ServerErrorPage() {
  return <ErrorPage code={500} onRetry={() => window.location.assign('/')} />;
}
