import { createContext, useContext } from 'react';

/**
 * What any feature may ask of the session without knowing the auth feature: end it locally,
 * e.g. after "sign out everywhere" (the auth feature provides it; docs/decisions/003).
 */
export interface SessionActions {
  /** Clears the local session as a logout the user asked for; the guard then shows /login. */
  signOutLocally(): Promise<void>;
}

export const SessionActionsContext = createContext<SessionActions | null>(null);

export function useSessionActions(): SessionActions {
  const actions = useContext(SessionActionsContext);
  if (!actions) throw new Error('useSessionActions must be used inside the session provider');
  return actions;
}
