import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Session } from '../../../../contract/auth';
import { toPermissionSet } from '../../../lib/access/access';
import { AccessContext, type Access } from '../../../lib/access/AccessContext';
import { ApiContext, type ApiClients } from '../../../lib/api/ApiContext';
import { createApiClient, LONG_OPERATION_TIMEOUT_MS } from '../../../lib/api/client';
import { isApiError, type ApiError } from '../../../lib/api/errors';
import { singleFlight } from '../../../lib/api/single-flight';
import { readPersist, writePersist } from '../../../lib/persist';
import { getMyPermissions, logout, myPermissionsKey, refreshSession } from '../api/auth-api';
import { SessionContext, type SessionValue, type SignOutReason } from './SessionContext';

interface SessionProviderProps {
  children: ReactNode;
  baseUrl?: string;
  /** Stories start a session directly instead of signing in. */
  initialSession?: Session | null;
}

/**
 * Holds the session: the access token in memory only (never in storage), the user, `persist`,
 * and the permission list, and gives every feature the API clients bound to that session.
 */
export function SessionProvider({ children, baseUrl = '', initialSession = null }: SessionProviderProps) {
  const [currentUser, setCurrentUser] = useState<Session | null>(initialSession);
  const [persist, setPersist] = useState(readPersist);
  const [authLoading, setAuthLoading] = useState(true);
  const [signOutReason, setSignOutReason] = useState<SignOutReason | null>(null);
  const tokenRef = useRef<string | null>(initialSession?.accessToken ?? null);
  const { mutate } = useSWRConfig();

  const adopt = useCallback((session: Session | null) => {
    tokenRef.current = session?.accessToken ?? null;
    setCurrentUser(session);
  }, []);

  // Nothing of the previous user may survive a sign-out: drop every cached answer.
  const clearCaches = useCallback(() => mutate(() => true, undefined, { revalidate: false }), [mutate]);

  const bareClient = useMemo(() => createApiClient({ baseUrl }), [baseUrl]);

  const endSession = useCallback(async (reason: SignOutReason = 'expired') => {
    setSignOutReason(reason);
    try {
      await logout(bareClient);
    } catch {
      // Recovery clears the session whatever the server answers.
    }
    adopt(null);
    await clearCaches();
  }, [adopt, bareClient, clearCaches]);

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
    return {
      api: createApiClient({ baseUrl, auth }),
      longApi: createApiClient({ baseUrl, auth, timeoutMs: LONG_OPERATION_TIMEOUT_MS }),
    };
  }, [baseUrl, refresh]);

  const userId = currentUser?.userId ?? null;
  const permissions = useSWR(
    currentUser?.roleId ? myPermissionsKey(currentUser.userId) : null,
    () => getMyPermissions(clients.api),
    { shouldRetryOnError: false, revalidateOnFocus: true, keepPreviousData: false },
  );

  const signIn = useCallback(
    (session: Session, remember: boolean) => {
      void clearCaches();
      writePersist(remember);
      setSignOutReason(null);
      setPersist(remember);
      adopt(session);
    },
    [adopt, clearCaches],
  );

  const { mutate: revalidate } = permissions;
  const authorizePermissions = useMemo(() => permissions.data ?? [], [permissions.data]);
  const value = useMemo<SessionValue>(
    () => ({
      currentUser,
      persist,
      authorizePermissions,
      authLoading,
      permissionsLoading: permissions.data === undefined && !permissions.error,
      permissionsError: (permissions.error as ApiError | undefined) ?? null,
      signIn,
      refresh,
      endSession,
      signOutReason,
      setAuthLoading,
      revalidatePermissions: () => void revalidate(),
    }),
    [currentUser, persist, authorizePermissions, authLoading, permissions.data, permissions.error, signIn, refresh, endSession, signOutReason, revalidate],
  );

  const access = useMemo<Access>(
    () => ({ userId, permissions: toPermissionSet(authorizePermissions), ready: permissions.data !== undefined }),
    [userId, authorizePermissions, permissions.data],
  );

  return (
    <SessionContext.Provider value={value}>
      <ApiContext.Provider value={clients}>
        <AccessContext.Provider value={access}>{children}</AccessContext.Provider>
      </ApiContext.Provider>
    </SessionContext.Provider>
  );
}
