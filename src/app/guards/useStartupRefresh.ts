import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../features/auth/session/SessionContext';
import { isApiError } from '../../lib/api/errors';

/**
 * The start-up refresh (docs/product/sessions.md), once per page load: with `persist` set, or a
 * session of this browser session (decision 304), and no access token, refresh; a 400 has already
 * run session recovery (signed out), any other failure is 'failed'.
 * Shared by the router's PersistLogin and the router-free first load of /login.
 */
export function useStartupRefresh(): 'loading' | 'failed' | 'ready' {
  const { currentUser, restoreAtStart, authLoading, refresh, setAuthLoading } = useSession();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (currentUser?.accessToken || !restoreAtStart) {
      setAuthLoading(false);
      return;
    }
    refresh()
      .catch((error: unknown) => {
        if (!(isApiError(error) && error.status === 400)) setFailed(true);
      })
      .finally(() => setAuthLoading(false));
  }, [currentUser, restoreAtStart, refresh, setAuthLoading]);

  if (failed) return 'failed';
  return authLoading ? 'loading' : 'ready';
}
