import { createContext, useContext } from 'react';
import type { Session } from '../../../../contract/auth';

export type SignOutReason = 'logout' | 'expired';

/**
 * The auth state (docs/product/sessions.md) without the permission list: currentUser, persist,
 * authLoading. The list lives in PermissionsProvider, inside the signed-in shell's chunk.
 */
export interface SessionValue {
  currentUser: Session | null;
  persist: boolean;
  /**
   * Whether this page load starts with a refresh: `persist`, or a session signed in earlier in this
   * browser session (a reload, a new tab, a typed URL) without it (decision 304).
   */
  restoreAtStart: boolean;
  authLoading: boolean;

  signIn(session: Session, remember: boolean): void;
  /** POST /api/auth/refresh, shared by all callers; a 400 runs session recovery first. */
  refresh(): Promise<Session>;
  /**
   * Session recovery and logout: DELETE /api/auth/logout whatever it answers, then signed out.
   * `reason: 'logout'` marks a sign-out the user asked for (no "Unauthorize!" alert follows).
   */
  endSession(reason?: SignOutReason): Promise<void>;
  /** Why the last session ended, until the next sign-in. */
  signOutReason: SignOutReason | null;
  setAuthLoading(loading: boolean): void;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
