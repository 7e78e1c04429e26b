import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useApi } from '../../../lib/api/ApiContext';
import { isApiError } from '../../../lib/api/errors';
import { BRAND } from '../../../lib/brand';
import { login } from '../api/auth-api';
import { LoginForm, type LoginValues } from '../components/LoginForm';
import { useSession } from '../session/SessionContext';
import { theme as tokens } from '../../../theme/tokens';

/** Where to go after signing in: the page the guard sent the user away from, else /dashboard. */
export function destination(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown } } | null)?.from?.pathname;
  // '/dashboard' written out: the route declarations (lib/routes) load with the shell, and a first
  // load of /login downloads no shell (decision 007).
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && from !== '/login' ? from : '/dashboard';
}

export interface LoginViewProps {
  /** Called once the user is signed in (at once when already signed in), with where to go. */
  onSignedIn: (to: string) => void;
  /** The navigation state the guard left (`{ from }`), if any. */
  navigationState?: unknown;
  /** Called when the form is submitted: a chance to fetch what comes after signing in. */
  onSubmitStart?: () => void;
}

/**
 * The sign-in page without the router: the first load of /login renders it before the router is
 * downloaded (docs/decisions/007-lazy-shell.md); LoginScreen wraps it for the router's /login route.
 */
export function LoginView({ onSignedIn, navigationState, onSubmitStart }: LoginViewProps) {
  const { t } = useTranslation('auth');
  const { api } = useApi();
  const { currentUser, persist, signIn } = useSession();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signedIn = Boolean(currentUser);
  const leave = useRef(onSignedIn);
  leave.current = onSignedIn;

  useEffect(() => {
    if (signedIn) leave.current(destination(navigationState));
  }, [signedIn, navigationState]);

  if (signedIn) return null;

  const submit = async (values: LoginValues) => {
    setBusy(true);
    setError(null);
    onSubmitStart?.();
    try {
      const session = await login(api, values);
      signIn(session, values.remember);
    } catch (failure) {
      setError(messageFor(failure, t));
      setBusy(false);
    }
  };

  return (
    <Page>
      <Card aria-labelledby="login-title">
        <Brand aria-hidden="true">{BRAND.name}</Brand>
        <h1 id="login-title">{t('login.title')}</h1>
        <Subtitle>{t('login.subtitle')}</Subtitle>
        <LoginForm onSubmit={submit} error={error} busy={busy} defaultRemember={persist} />
      </Card>
    </Page>
  );
}

function messageFor(failure: unknown, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (!isApiError(failure)) return t('login.errors.generic');
  if (failure.code === 'INVALID_CREDENTIALS') return t('login.errors.invalidCredentials');
  if (failure.status === 429) {
    const seconds = failure.details.retryAfterSeconds;
    return seconds === undefined
      ? t('login.errors.rateLimitedUnknown')
      : t('login.errors.rateLimited', { count: Math.max(1, Math.ceil(seconds / 60)) });
  }
  return t('login.errors.generic');
}

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${tokens.space.lg};
`;
const Card = styled.section`
  width: min(400px, 100%);
  padding: ${tokens.space.xxl};
  background: ${tokens.color.surface};
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.lg};
  box-shadow: ${tokens.shadow.md};
  h1 { margin: 0; font-size: ${tokens.font.size.xl}; }
`;
const Brand = styled.div`
  font-weight: ${tokens.font.weight.bold};
  letter-spacing: 0.2em;
  color: ${tokens.color.primary};
  margin-bottom: ${tokens.space.md};
`;
const Subtitle = styled.p`
  margin: ${tokens.space.xs} 0 ${tokens.space.xl};
  color: ${tokens.color.textMuted};
`;
