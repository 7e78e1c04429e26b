import { createContext, useCallback, useContext } from 'react';
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

/** `const can = useCan(); can('update-user')` — the button-level form of the access rule. */
export function useCan() {
  const { permissions } = useAccess();
  return useCallback((...required: string[]) => hasAll(permissions, required), [permissions]);
}
