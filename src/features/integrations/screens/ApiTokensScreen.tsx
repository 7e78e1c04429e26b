import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApiToken } from '../../../../contract/api-tokens';
import { useToast } from '../../../components/feedback/Toast/ToastProvider';
import { Toolbar } from '../../../components/layout/ScreenParts/ScreenParts';
import { Button } from '../../../components/ui/Button/Button';
import { ConfirmDialog } from '../../../components/ui/Dialog/Dialog';
import { actionErrorText } from '../../../lib/api/error-text';
import { tableStateOf, useForbiddenRedirect } from '../../../lib/list-state/list-helpers';
import { paths } from '../../../lib/routes/routes';
import { useApiTokens } from '../api/get-api-tokens';
import { useRevokeApiToken } from '../api/revoke-api-token';
import { ApiTokenCreated } from '../components/ApiTokenCreated';
import { ApiTokenList } from '../components/ApiTokenList';
import { SettingsPage } from './settings-page';

// The form (its fields and checks) loads the first time it opens, not with the list.
const ApiTokenForm = lazy(() => import('../components/ApiTokenForm').then((module) => ({ default: module.ApiTokenForm })));

/** The token lives only in this state while its dialog is open: closing it forgets the token. */
type Open = { kind: 'create' } | { kind: 'created'; name: string; token: string } | { kind: 'revoke'; apiToken: ApiToken } | null;

/**
 * /settings/api-tokens (manage-api-tokens; the route's guard turns anyone else away, and a 403
 * from the list does the same): the tokens, active ones first, "Buat token" in a dialog, the new
 * token shown once, and "Cabut" after a question naming the token
 * (docs/decisions/347-api-tokens.md).
 */
export default function ApiTokensScreen() {
  const { t } = useTranslation('account');
  const toast = useToast();
  const answer = useApiTokens();
  const forbidden = useForbiddenRedirect(answer.error);
  const revoke = useRevokeApiToken();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [revokeError, setRevokeError] = useState<string | null>(null);

  const close = () => {
    setOpen(null);
    setRevokeError(null);
  };

  /** A confirmed revocation: the dialog stays with the reason when it fails. */
  const confirmRevoke = async (apiToken: ApiToken) => {
    setBusy(true);
    setRevokeError(null);
    try {
      await revoke(apiToken.id);
      toast.success(t('apiTokens.revoke.revoked', { name: apiToken.name }));
      setOpen(null);
    } catch (failure) {
      setRevokeError(actionErrorText(t, failure, 'account'));
    } finally {
      setBusy(false);
    }
  };

  if (forbidden) return null;

  return (
    <SettingsPage>
      <p className="intro">{t('apiTokens.intro')}</p>
      {/* Always there, so the list does not move when it loads, empty or not. */}
      <Toolbar>
        <Button onClick={() => setOpen({ kind: 'create' })}>{t('apiTokens.create')}</Button>
      </Toolbar>
      <ApiTokenList
        rows={answer.data?.data}
        state={tableStateOf(answer)}
        error={answer.error}
        onRetry={() => void answer.mutate()}
        onRevoke={(apiToken) => setOpen({ kind: 'revoke', apiToken })}
        emptyText={
          <>
            {t('apiTokens.list.emptyText')} <Link to={paths.account.apiReference()}>{t('apiTokens.list.reference')}</Link>.
          </>
        }
      />

      <Suspense fallback={null}>
        {open?.kind === 'create' && <ApiTokenForm onClose={close} onCreated={(created) => setOpen({ kind: 'created', name: created.data.name, token: created.token })} />}
      </Suspense>
      {open?.kind === 'created' && <ApiTokenCreated name={open.name} token={open.token} onClose={close} />}
      {open?.kind === 'revoke' && (
        <ConfirmDialog
          open
          title={t('apiTokens.revoke.title', { name: open.apiToken.name })}
          text={t('apiTokens.revoke.text', { name: open.apiToken.name, prefix: open.apiToken.prefix })}
          confirmLabel={t('apiTokens.revoke.confirm')}
          tone="danger"
          busy={busy}
          error={revokeError}
          onConfirm={() => void confirmRevoke(open.apiToken)}
          onCancel={close}
        />
      )}
    </SettingsPage>
  );
}
