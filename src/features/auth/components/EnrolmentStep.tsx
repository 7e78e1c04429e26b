import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Session } from '../../../../contract/auth';
import type { Enrolment } from '../../../../contract/second-factor';
import { RecoveryCodes } from '../../../components/security/RecoveryCodes/RecoveryCodes';
import { SecondFactorSetup } from '../../../components/security/SecondFactorSetup/SecondFactorSetup';
import { Button } from '../../../components/ui/Button/Button';
import { Spinner } from '../../../components/ui/Spinner/Spinner';
import { useApi } from '../../../lib/api/ApiContext';
import { theme as tokens } from '../../../theme/tokens';
import { confirmLoginEnrolment, startLoginEnrolment } from '../sign-in/login-enrol';
import { secondStepFailure } from './second-factor-failure';
import type { SecondStepProps } from './second-step';

type Phase =
  | { kind: 'starting' }
  | { kind: 'startFailed'; message: string }
  | { kind: 'setup'; enrolment: Enrolment }
  | { kind: 'codes'; session: Session; recoveryCodes: string[] };

/**
 * The step after a right password when the account's role requires a second factor it does not
 * have yet (the `enrol` challenge): set up an authenticator app (QR code or key, then its first
 * code), then the ten recovery codes, shown once; the session starts only after the person says
 * they saved them. Loaded on its own by LoginView, so the sign-in page does not carry it.
 */
export function EnrolmentStep({ titleId, challenge, onSession, onRestart }: SecondStepProps) {
  const { t } = useTranslation('auth');
  const { api } = useApi();
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const latest = useRef({ t, onRestart });
  latest.current = { t, onRestart };

  useEffect(() => {
    let live = true;
    setPhase({ kind: 'starting' });
    startLoginEnrolment(api, challenge).then(
      (enrolment) => {
        if (live) setPhase({ kind: 'setup', enrolment });
      },
      (failure: unknown) => {
        if (!live) return;
        const outcome = secondStepFailure(failure, latest.current.t);
        if (outcome.restart) latest.current.onRestart(outcome.message);
        else setPhase({ kind: 'startFailed', message: outcome.message });
      },
    );
    return () => {
      live = false;
    };
  }, [api, challenge, attempt]);

  // The password field that had the focus is gone, and each phase replaces the last: the focus
  // goes to the heading, so a screen reader starts at the new content.
  useEffect(() => {
    heading.current?.focus();
  }, [phase.kind]);

  const confirm = async (enrolment: Enrolment, code: string) => {
    setBusy(true);
    setError(null);
    try {
      const confirmed = await confirmLoginEnrolment(api, { challenge, enrolmentToken: enrolment.enrolmentToken, code });
      setPhase({ kind: 'codes', ...confirmed });
    } catch (failure) {
      const outcome = secondStepFailure(failure, t);
      if (outcome.restart) {
        onRestart(outcome.message);
        return;
      }
      setError(outcome.message);
    }
    setBusy(false);
  };

  const back = (
    <Button variant="ghost" size="sm" onClick={() => onRestart(null)} disabled={busy}>
      {t('secondFactor.back')}
    </Button>
  );

  if (phase.kind === 'codes') {
    return (
      <>
        <h1 id={titleId} ref={heading} tabIndex={-1}>
          {t('enrol.codesTitle')}
        </h1>
        <Intro>{t('enrol.codesIntro')}</Intro>
        <RecoveryCodes codes={phase.recoveryCodes} onDone={() => onSession(phase.session)} doneLabel={t('enrol.finish')} />
      </>
    );
  }

  return (
    <>
      <h1 id={titleId} ref={heading} tabIndex={-1}>
        {t('enrol.title')}
      </h1>
      <Intro>{t('enrol.intro')}</Intro>
      {phase.kind === 'starting' && (
        <Loading>
          <Spinner label={t('enrol.loading')} />
          <span aria-hidden="true">{t('enrol.loading')}</span>
        </Loading>
      )}
      {phase.kind === 'startFailed' && (
        <Failed>
          <p role="alert">
            {t('enrol.startFailed')} {phase.message}
          </p>
          <div>
            <Button onClick={() => setAttempt((count) => count + 1)}>{t('enrol.retry')}</Button>
          </div>
        </Failed>
      )}
      {phase.kind === 'setup' && (
        <SecondFactorSetup
          secret={phase.enrolment.secret}
          otpauthUri={phase.enrolment.otpauthUri}
          busy={busy}
          error={error}
          onConfirm={(code) => void confirm(phase.enrolment, code)}
        />
      )}
      <Back>{back}</Back>
    </>
  );
}

const Intro = styled.p`
  margin: ${tokens.space.xs} 0 ${tokens.space.xl};
  color: ${tokens.color.textMuted};
`;
const Loading = styled.div`
  display: flex;
  gap: ${tokens.space.sm};
  align-items: center;
  min-height: 120px;
  color: ${tokens.color.textMuted};
`;
const Failed = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  p {
    margin: 0;
    padding: ${tokens.space.sm} ${tokens.space.md};
    color: ${tokens.color.danger};
    background: ${tokens.color.dangerBg};
    border-radius: ${tokens.radius.md};
  }
`;
const Back = styled.div`
  margin-top: ${tokens.space.lg};
  padding-top: ${tokens.space.md};
  border-top: 1px solid ${tokens.color.border};
`;
