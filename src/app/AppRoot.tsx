import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { FullPageSpinner } from '../components/ui/Spinner/Spinner';
import { useStartupRefresh } from './guards/useStartupRefresh';

// RouterApp's module creates the router of a routed first load in a task of its own: rendered once
// that is done, its first render is not one long task (decision 281).
const loadRouterApp = () => import('./RouterApp').then((module) => module.routerReady.then(() => module));
const RouterApp = lazy(loadRouterApp);
const StandaloneLogin = lazy(() => import('./StandaloneLogin'));

/**
 * What the page mounts under AppProvider. A first load of /login renders the sign-in form
 * without the router (the router is a fifth of the JavaScript and the form needs none of it);
 * every other path, and /login once left, runs the data router (docs/decisions/007-lazy-shell.md).
 */
export function AppRoot({ initialPath }: { initialPath: string }) {
  const [routed, setRouted] = useState(initialPath.replace(/\/+$/, '') !== '/login');
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const leave = useCallback((to: string) => setLeaveTo(to), []);

  useEffect(() => {
    if (leaveTo === null) return;
    window.history.replaceState(null, '', leaveTo);
    setRouted(true);
  }, [leaveTo]);

  return (
    <Suspense fallback={<FullPageSpinner />}>
      {routed ? <RouterApp /> : leaveTo === null ? <LoginPath onLeave={leave} /> : <FullPageSpinner />}
    </Suspense>
  );
}

/** The router's PersistLogin, for the router-free /login: the same start-up refresh first. */
function LoginPath({ onLeave }: { onLeave: (to: string) => void }) {
  const state = useStartupRefresh();
  const prefetch = useCallback(() => void loadRouterApp(), []);
  useEffect(() => {
    if (state === 'failed') onLeave('/500');
  }, [state, onLeave]);
  if (state !== 'ready') return state === 'loading' ? <FullPageSpinner /> : null;
  return <StandaloneLogin onLeave={onLeave} prefetch={prefetch} />;
}
