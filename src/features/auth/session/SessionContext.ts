import { createContext, useContext } from 'react';
import type { Session } from '../../../../contract/auth';
import type { ApiError } from '../../../lib/api/errors';

export type SignOutReason = 'logout' | 'expired';

export interface SessionValue {
  /** The original's auth state (§3): currentUser, persist, authorizePermissions, authLoading. */
  currentUser: Session | null;
  persist: boolean;
  authorizePermissions: string[];
  authLoading: boolean;
  /** The permission answer's state: loading until the first answer, or the failure. */
  permissionsLoading: boolean;
  permissionsError: ApiError | null;

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
  revalidatePermissions(): void;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
