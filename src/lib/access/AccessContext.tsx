import { createContext, useCallback, useContext } from 'react';
import type { PermissionName } from '../../../contract/permissions';
import { hasAll, type PermissionSet } from './access';

export interface Access {
  /** The signed-in user's id, or null: caches and SWR keys are scoped by it. */
  userId: number | null;
  /** Computed once per permission answer, never per row. */
  permissions: PermissionSet;
  /** False until the first permission answer has arrived. */
  ready: boolean;
}

const EMPTY: Access = { userId: null, permissions: new Set(), ready: false };
export const AccessContext = createContext<Access>(EMPTY);

export const useAccess = () => useContext(AccessContext);

/**
 * `const can = useCan(); can('update-user')` — the button-level form of the access rule. Only
 * names of the contract's catalogue type-check.
 */
export function useCan() {
  const { permissions } = useAccess();
  return useCallback((...required: PermissionName[]) => hasAll(permissions, required), [permissions]);
}

/**
 * `const canOpen = useCanOpen(); canOpen(routes.users.edit)` — whether a link to a page may show:
 * the route's own permissions (lib/routes), never a copy of them.
 */
export function useCanOpen() {
  const { permissions } = useAccess();
  return useCallback((route: { permissions: readonly PermissionName[] }) => hasAll(permissions, route.permissions), [permissions]);
}
