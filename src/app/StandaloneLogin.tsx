import { LoginView } from '../features/auth/screens/LoginView';

export interface StandaloneLoginProps {
  /** Leave /login for another path of the app once signed in. */
  onLeave: (to: string) => void;
  /** Start downloading the router and the shell (called when the form is submitted). */
  prefetch: () => void;
}

/**
 * The sign-in form of a first load of /login, without the router (docs/decisions/007-lazy-shell.md).
 * Once signed in, AppRoot mounts the router at the destination; the session stays in
 * AppProvider, above both.
 */
export default function StandaloneLogin({ onLeave, prefetch }: StandaloneLoginProps) {
  return <LoginView navigationState={window.history.state?.usr} onSignedIn={onLeave} onSubmitStart={prefetch} />;
}
