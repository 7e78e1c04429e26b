import { createContext, useContext, useMemo, type ReactNode } from 'react';
import useSWR from 'swr';
import { toPermissionSet } from '../../../lib/access/access';
import { AccessContext, type Access } from '../../../lib/access/AccessContext';
import { useApi } from '../../../lib/api/ApiContext';
import type { ApiError } from '../../../lib/api/errors';
import { getMyPermissions, myPermissionsKey } from '../api/auth-api';
import { useSession } from './SessionContext';

export interface PermissionsValue {
  /** The original's authorizePermissions: the names the user's role holds. */
  authorizePermissions: string[];
  /** True until the first answer (or failure) for this user. */
  loading: boolean;
  error: ApiError | null;
  revalidate(): void;
}

const PermissionsContext = createContext<PermissionsValue | null>(null);

export function usePermissions(): PermissionsValue {
  const value = useContext(PermissionsContext);
  if (!value) throw new Error('usePermissions must be used inside PermissionsProvider');
  return value;
}

/**
 * The permission list of the signed-in user: one SWR resource keyed by the user id, loaded
 * only when the user has a role (docs/product/permissions.md), and the `Set` every access check
 * reads.
 */
export function PermissionsProvider({ children }: { children: ReactNode }) {
  const { currentUser } = useSession();
  const { api } = useApi();
  const userId = currentUser?.userId ?? null;
  const { data, error, mutate } = useSWR(
    currentUser?.roleId ? myPermissionsKey(currentUser.userId) : null,
    () => getMyPermissions(api),
    { shouldRetryOnError: false, revalidateOnFocus: true },
  );

  const authorizePermissions = useMemo(() => data ?? [], [data]);
  const value = useMemo<PermissionsValue>(
    () => ({
      authorizePermissions,
      loading: data === undefined && !error,
      error: (error as ApiError | undefined) ?? null,
      revalidate: () => void mutate(),
    }),
    [authorizePermissions, data, error, mutate],
  );
  const access = useMemo<Access>(
    () => ({ userId, permissions: toPermissionSet(authorizePermissions), ready: data !== undefined }),
    [userId, authorizePermissions, data],
  );

  return (
    <PermissionsContext.Provider value={value}>
      <AccessContext.Provider value={access}>{children}</AccessContext.Provider>
    </PermissionsContext.Provider>
  );
}
