import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { FullPageSpinner } from '../../components/ui/Spinner/Spinner';
import { useSession } from '../../features/auth/session/SessionContext';
import { isApiError } from '../../lib/api/errors';

/**
 * Start-up (original §4): with `persist` set and no access token, refresh while a spinner shows.
 * A 400 has already run session recovery (the user is signed out); any other failure → /500.
 */
export function PersistLogin() {
  const { currentUser, persist, authLoading, refresh, setAuthLoading } = useSession();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (currentUser?.accessToken || !persist) {
      setAuthLoading(false);
      return;
    }
    refresh()
      .catch((error: unknown) => {
        if (!(isApiError(error) && error.status === 400)) setFailed(true);
      })
      .finally(() => setAuthLoading(false));
  }, [currentUser, persist, refresh, setAuthLoading]);

  if (failed) return <Navigate to="/500" replace />;
  if (authLoading) return <FullPageSpinner />;
  return <Outlet />;
}
