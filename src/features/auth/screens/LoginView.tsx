import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Session } from '../../../../contract/auth';
import type { SecondFactorChallenge } from '../../../../contract/second-factor';
import { useApi } from '../../../lib/api/ApiContext';
import { isApiError } from '../../../lib/api/errors';
import { BRAND } from '../../../lib/brand';
import { login } from '../sign-in/login';
import { LoginForm, type LoginValues } from '../components/LoginForm';
import type { SecondStepProps } from '../components/second-step';
import { useSession } from '../session/SessionContext';
import { theme as tokens } from '../../../theme/tokens';

/**
 * The step after the password, fetched only when the answer is a challenge: the code step and the
 * enrolment step are chunks of their own, so the sign-in page (and everyone without a second
 * factor) does not download them, nor the forms code they use (decision 007's /login budget).
 */
function loadSecondStep(kind: SecondFactorChallenge['secondFactor']): Promise<ComponentType<SecondStepProps>> {
  return kind === 'totp'
    ? import('../components/CodeStep').then((module) => module.CodeStep)
    : import('../components/EnrolmentStep').then((module) => module.EnrolmentStep);
}

type Step =
  | { kind: 'password'; username: string; remember: boolean | null; message: string | null }
  | { kind: SecondFactorChallenge['secondFactor']; challenge: string; username: string; remember: boolean; Screen: ComponentType<SecondStepProps> };

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
  const [step, setStep] = useState<Step>({ kind: 'password', username: '', remember: null, message: null });
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
    setStep((previous) => (previous.kind === 'password' ? { ...previous, message: null } : previous));
    onSubmitStart?.();
    try {
      const answer = await login(api, values);
      if ('secondFactor' in answer) {
        // The password step stays busy while the next step's code arrives.
        const Screen = await loadSecondStep(answer.secondFactor);
        setStep({ kind: answer.secondFactor, challenge: answer.challenge, username: values.username, remember: values.remember, Screen });
        setBusy(false);
        return;
      }
      signIn(answer, values.remember);
    } catch (failure) {
      setError(messageFor(failure, t));
      setBusy(false);
    }
  };

  const restart = (message: string | null) => {
    setError(null);
    setStep((previous) => ({ kind: 'password', username: previous.username, remember: previous.remember, message }));
  };

  return (
    <Page>
      <Card aria-labelledby="login-title" data-wide={step.kind === 'enrol' || undefined}>
        <Brand aria-hidden="true">{BRAND.name}</Brand>
        {step.kind === 'password' ? (
          <>
            <h1 id="login-title">{t('login.title')}</h1>
            <Subtitle>{t('login.subtitle')}</Subtitle>
            <LoginForm
              onSubmit={submit}
              error={error ?? step.message}
              busy={busy}
              defaultRemember={step.remember ?? persist}
              defaultUsername={step.username}
            />
          </>
        ) : (
          <step.Screen
            titleId="login-title"
            challenge={step.challenge}
            onSession={(session: Session) => signIn(session, step.remember)}
            onRestart={restart}
          />
        )}
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
  &[data-wide] { width: min(600px, 100%); }
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
