import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CurrentFactor, Enrolment } from '../../../../contract/second-factor';
import { LoadError } from '../../../components/feedback/LoadError/LoadError';
import { Spinner } from '../../../components/ui/Spinner/Spinner';
import { useToast } from '../../../components/feedback/Toast/ToastProvider';
import { theme as tokens } from '../../../theme/tokens';
import { useConfirmMyEnrolment } from '../api/confirm-my-enrolment';
import { useDisableMySecondFactor } from '../api/disable-my-second-factor';
import { useMySecondFactor } from '../api/get-my-second-factor';
import { useRegenerateMyRecoveryCodes } from '../api/regenerate-my-recovery-codes';
import { useStartMyEnrolment } from '../api/start-my-enrolment';
import { profileFactorFailure } from './second-factor-errors';
import { SecondFactorStatusView } from './SecondFactorStatusView';
import { afterWrite } from '../../../lib/swr';

// The flows load when one starts: most visits to Profile only read the status, and the set-up
// brings the QR encoder.
const SecondFactorSetup = lazy(() =>
  import('../../../components/security/SecondFactorSetup/SecondFactorSetup').then((module) => ({ default: module.SecondFactorSetup })),
);
const SecondFactorCodeForm = lazy(() =>
  import('../../../components/security/SecondFactorCodeForm/SecondFactorCodeForm').then((module) => ({
    default: module.SecondFactorCodeForm,
  })),
);
const RecoveryCodes = lazy(() =>
  import('../../../components/security/RecoveryCodes/RecoveryCodes').then((module) => ({ default: module.RecoveryCodes })),
);

type Flow =
  | { kind: 'status' }
  | { kind: 'setup'; enrolment: Enrolment }
  | { kind: 'verify'; purpose: 'regenerate' | 'disable' }
  | { kind: 'codes'; codes: string[]; purpose: 'enabled' | 'regenerated' };

/**
 * Profile's "Verifikasi dua langkah" (docs/decisions/291-second-factor.md): the status, and the
 * flows that change it in place: turning it on (enrol, scan, first code, recovery codes shown
 * once), new recovery codes and turning it off (both after a current code, so a stolen session
 * alone cannot remove the factor).
 */
export function SecondFactorSection() {
  const { t } = useTranslation(['account', 'ui']);
  const toast = useToast();
  const { data: status, error: loadError, isLoading, mutate } = useMySecondFactor();
  const startEnrolment = useStartMyEnrolment();
  const confirmEnrolment = useConfirmMyEnrolment();
  const regenerate = useRegenerateMyRecoveryCodes();
  const disable = useDisableMySecondFactor();
  const [flow, setFlow] = useState<Flow>({ kind: 'status' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const shownKind = useRef(flow.kind);

  // Each step replaces the buttons that led to it: the focus moves to the new step, so keyboard
  // and screen reader users continue there instead of at the top of the page. The code form
  // focuses its own field.
  useEffect(() => {
    if (shownKind.current === flow.kind) return;
    shownKind.current = flow.kind;
    if (flow.kind !== 'verify') panel.current?.focus();
  }, [flow.kind]);

  const go = (next: Flow, message: string | null = null) => {
    setFlow(next);
    setError(message);
  };

  /** Runs a request of a flow: busy while it runs, its failure shown where it leaves the user. */
  const run = async (request: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await request();
    } catch (failure) {
      const { close, message } = profileFactorFailure(t, failure);
      if (close) {
        go({ kind: 'status' }, message);
        afterWrite(mutate());
      } else {
        setError(message);
      }
    } finally {
      setBusy(false);
    }
  };

  const onEnable = () =>
    void run(async () => {
      go({ kind: 'setup', enrolment: await startEnrolment() });
    });

  const onConfirm = (enrolment: Enrolment, code: string) =>
    void run(async () => {
      go({ kind: 'codes', purpose: 'enabled', codes: await confirmEnrolment({ enrolmentToken: enrolment.enrolmentToken, code }) });
    });

  const onVerified = (purpose: 'regenerate' | 'disable', factor: CurrentFactor) =>
    void run(async () => {
      if (purpose === 'regenerate') {
        go({ kind: 'codes', purpose: 'regenerated', codes: await regenerate(factor) });
        return;
      }
      await disable(factor);
      go({ kind: 'status' });
      toast.success(t('secondFactor.disabledToast'));
    });

  const onCodesDone = (purpose: 'enabled' | 'regenerated') => {
    go({ kind: 'status' });
    toast.success(t(purpose === 'enabled' ? 'secondFactor.enabledToast' : 'secondFactor.regeneratedToast'));
  };

  if (loadError && !status) return <LoadError error={loadError} onRetry={() => void mutate()} />;

  return (
    <Panel ref={panel} tabIndex={-1}>
      {flow.kind === 'status' && (
        <>
          {error && (
            <p role="alert" className="error">
              {error}
            </p>
          )}
          <SecondFactorStatusView
            status={status}
            loading={isLoading}
            starting={busy}
            onEnable={onEnable}
            onRegenerate={() => go({ kind: 'verify', purpose: 'regenerate' })}
            onDisable={() => go({ kind: 'verify', purpose: 'disable' })}
          />
        </>
      )}
      <Suspense fallback={<Spinner delayed />}>
        {flow.kind === 'setup' && (
          <SecondFactorSetup
            secret={flow.enrolment.secret}
            otpauthUri={flow.enrolment.otpauthUri}
            busy={busy}
            error={error}
            onConfirm={(code) => onConfirm(flow.enrolment, code)}
            onCancel={() => go({ kind: 'status' })}
          />
        )}
        {flow.kind === 'verify' && (
          <>
            <p>{t(flow.purpose === 'regenerate' ? 'secondFactor.regenerateText' : 'secondFactor.disableText')}</p>
            <SecondFactorCodeForm
              busy={busy}
              error={error}
              autoFocus
              submitLabel={t(flow.purpose === 'regenerate' ? 'secondFactor.regenerateSubmit' : 'secondFactor.disableSubmit')}
              onSubmit={(factor) => onVerified(flow.purpose, factor)}
              onCancel={() => go({ kind: 'status' })}
            />
          </>
        )}
        {flow.kind === 'codes' && (
          <>
            {flow.purpose === 'regenerated' && <h3>{t('secondFactor.newCodes')}</h3>}
            <RecoveryCodes codes={flow.codes} onDone={() => onCodesDone(flow.purpose)} />
          </>
        )}
      </Suspense>
    </Panel>
  );
}

const Panel = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  min-width: 0;

  &:focus {
    outline: none;
  }
  p,
  h3 {
    margin: 0;
  }
  h3 {
    font-size: ${tokens.font.size.md};
  }
  .error {
    color: ${tokens.color.danger};
    font-weight: ${tokens.font.weight.medium};
  }
`;
