import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAlert } from '../../../components/feedback/AlertProvider/AlertProvider';
import { Button } from '../../../components/ui/Button/Button';
import { ConfirmDialog } from '../../../components/ui/Dialog/Dialog';
import { isApiError } from '../../../lib/api/errors';
import { useSessionActions } from '../../../lib/session-actions';
import { useEndMySessions } from '../api/end-my-sessions';
import { actionErrorText } from '../../../lib/api/error-text';

/**
 * "Keluar dari semua perangkat": after a confirmation, DELETE /api/users/my/sessions ends every
 * session on the server, this one included; then the local session ends through the lib-level
 * session actions (the guard shows /login) and an alert says what happened.
 */
export function SignOutEverywhere() {
  const { t } = useTranslation(['account', 'ui']);
  const alert = useAlert();
  const { signOutLocally } = useSessionActions();
  const endMySessions = useEndMySessions();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await endMySessions();
    } catch (error) {
      setFailure(isApiError(error) ? error.code : 'INTERNAL');
      setBusy(false);
      setOpen(false);
      return;
    }
    void alert({ title: t('sessions.doneTitle'), text: t('sessions.doneText'), tone: 'success' });
    await signOutLocally();
  };

  return (
    <Root>
      <p>{t('sessions.text')}</p>
      {failure && <p role="alert" className="error">{actionErrorText(t, failure, 'account')}</p>}
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t('sessions.button')}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        title={t('sessions.confirmTitle')}
        text={t('sessions.confirmText')}
        confirmLabel={t('sessions.confirm')}
        tone="danger"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  p {
    margin: 0;
  }
  .error {
    color: ${({ theme }) => theme.color.danger};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;
