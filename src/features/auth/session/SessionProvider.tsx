import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Session } from '../../../../contract/auth';
import { ApiContext, type ApiClients } from '../../../lib/api/ApiContext';
import { createApiClient, createApiClients } from '../../../lib/api/client';
import { isApiError } from '../../../lib/api/errors';
import { singleFlight } from '../../../lib/api/single-flight';
import { readPersist, shouldRestoreSession, writeBrowserSession, writePersist } from '../../../lib/persist';
import { SessionActionsContext, type SessionActions } from '../../../lib/session-actions';
import { logout, refreshSession } from '../api/auth-api';
import { SessionContext, type SessionValue, type SignOutReason } from './SessionContext';

interface SessionProviderProps {
  children: ReactNode;
  baseUrl?: string;
  /** Stories start a session directly instead of signing in. */
  initialSession?: Session | null;
}

/**
 * Holds the session: the access token in memory only (never in storage), the user and
 * `persist`, and gives every feature the API clients bound to that session. A signed-in session
 * also sets the browser-session marker (lib/persist.ts), so a reload or a new tab restores it with
 * or without "Ingat saya"; ending the session removes it.
 */
export function SessionProvider({ children, baseUrl = '', initialSession = null }: SessionProviderProps) {
  const [currentUser, setCurrentUser] = useState<Session | null>(initialSession);
  const [persist, setPersist] = useState(readPersist);
  // Read once per page load, as the start-up refresh runs once per page load.
  const [restoreAtStart] = useState(shouldRestoreSession);
  const [authLoading, setAuthLoading] = useState(true);
  const [signOutReason, setSignOutReason] = useState<SignOutReason | null>(null);
  const tokenRef = useRef<string | null>(initialSession?.accessToken ?? null);

  const adopt = useCallback((session: Session | null) => {
    tokenRef.current = session?.accessToken ?? null;
    writeBrowserSession(session !== null);
    setCurrentUser(session);
  }, []);

  const bareClient = useMemo(() => createApiClient({ baseUrl }), [baseUrl]);

  const endSession = useCallback(
    async (reason: SignOutReason = 'expired') => {
      setSignOutReason(reason);
      try {
        await logout(bareClient);
      } catch {
        // Recovery clears the session whatever the server answers. The server may not have ended
        // the session, and its refresh cookie may still work: this device forgets "Ingat saya" so
        // a reload cannot sign the user back in (decision 120); adopt(null) drops the
        // browser-session marker for the same reason.
        writePersist(false);
        setPersist(false);
      }
      adopt(null);
    },
    [adopt, bareClient],
  );

  const refresh = useMemo(
    () =>
      singleFlight(async () => {
        try {
          const session = await refreshSession(bareClient);
          adopt(session);
          return session;
        } catch (error) {
          if (isApiError(error) && error.status === 400) await endSession();
          throw error;
        }
      }),
    [adopt, bareClient, endSession],
  );

  const clients = useMemo<ApiClients>(() => {
    const auth = {
      getAccessToken: () => tokenRef.current,
      refresh: async () => (await refresh()).accessToken,
    };
    return createApiClients({ baseUrl, auth });
  }, [baseUrl, refresh]);

  const signIn = useCallback(
    (session: Session, remember: boolean) => {
      writePersist(remember);
      setPersist(remember);
      setSignOutReason(null);
      adopt(session);
    },
    [adopt],
  );

  const value = useMemo<SessionValue>(
    () => ({ currentUser, persist, restoreAtStart, authLoading, signIn, refresh, endSession, signOutReason, setAuthLoading }),
    [currentUser, persist, restoreAtStart, authLoading, signIn, refresh, endSession, signOutReason],
  );

  const actions = useMemo<SessionActions>(() => ({ signOutLocally: () => endSession('logout') }), [endSession]);

  return (
    <SessionContext.Provider value={value}>
      <SessionActionsContext.Provider value={actions}>
        <ApiContext.Provider value={clients}>{children}</ApiContext.Provider>
      </SessionActionsContext.Provider>
    </SessionContext.Provider>
  );
}
