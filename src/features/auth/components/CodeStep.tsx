import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SecondFactorCodeForm, type SecondFactorValue } from '../../../components/security/SecondFactorCodeForm/SecondFactorCodeForm';
import { Button } from '../../../components/ui/Button/Button';
import { useApi } from '../../../lib/api/ApiContext';
import { theme as tokens } from '../../../theme/tokens';
import { verifySecondFactor } from '../sign-in/login-second-factor';
import { secondStepFailure } from './second-factor-failure';
import type { SecondStepProps } from './second-step';

/**
 * "Verifikasi dua langkah": the step after a right password for an account with a second factor.
 * A six-digit code from the authenticator app, or one of the recovery codes; a sign-in that ran
 * out (five minutes) goes back to the password step. Loaded on its own by LoginView.
 */
export function CodeStep({ titleId, challenge, onSession, onRestart }: SecondStepProps) {
  const { t } = useTranslation('auth');
  const { api } = useApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (answer: SecondFactorValue) => {
    setBusy(true);
    setError(null);
    try {
      onSession(await verifySecondFactor(api, challenge, answer));
    } catch (failure) {
      const outcome = secondStepFailure(failure, t, 'code' in answer ? 'code' : 'recoveryCode');
      if (outcome.restart) {
        onRestart(outcome.message);
        return;
      }
      setError(outcome.message);
      setBusy(false);
    }
  };

  return (
    <>
      <h1 id={titleId}>{t('secondFactor.title')}</h1>
      <Intro>{t('secondFactor.intro')}</Intro>
      <SecondFactorCodeForm busy={busy} error={error} onSubmit={(answer) => void submit(answer)} submitLabel={t('secondFactor.submit')} autoFocus />
      <Back>
        <Button variant="ghost" size="sm" onClick={() => onRestart(null)} disabled={busy}>
          {t('secondFactor.back')}
        </Button>
      </Back>
    </>
  );
}

const Intro = styled.p`
  margin: ${tokens.space.xs} 0 ${tokens.space.xl};
  color: ${tokens.color.textMuted};
`;
const Back = styled.div`
  margin-top: ${tokens.space.lg};
  padding-top: ${tokens.space.md};
  border-top: 1px solid ${tokens.color.border};
`;
