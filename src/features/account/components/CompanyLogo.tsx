import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { downscaleForUpload } from '../../../lib/images/downscale';
import { companyLogoUrl, LOGO_MAX_BYTES, type CompanyLogo as Logo } from '../../../../contract/company-profile';
import { useToast } from '../../../components/feedback/Toast/ToastProvider';
import { Button } from '../../../components/ui/Button/Button';
import { FileChooser } from '../../../components/form/FileChooser/FileChooser';
import { ConfirmDialog } from '../../../components/ui/Dialog/Dialog';
import { ProgressBar } from '../../../components/ui/ProgressBar/ProgressBar';
import { actionErrorText } from '../../../lib/api/error-text';
import { useFormatter } from '../../../lib/format';
import { theme as tokens } from '../../../theme/tokens';
import { useRemoveCompanyLogo } from '../api/remove-company-logo';
import { useUploadCompanyLogo } from '../api/upload-company-logo';

type Upload = { state: 'idle' } | { state: 'sending'; share: number; name: string } | { state: 'failed'; error: unknown };

/** What the file chooser offers; the server tells the type by the bytes and refuses the rest. */
const ACCEPT = 'image/png,image/jpeg,image/webp';

/**
 * The logo at the head of the notes (docs/decisions/337-company-profile.md): the current one with its
 * size, a new one chosen and sent with its progress (a file over the limit refused before sending,
 * the server's refusals in words), and its removal after a question. A picture is replaced at once:
 * unlike a proof photo nothing irreversible follows, and the old one can be sent again.
 */
export function CompanyLogo({ logo }: { logo: Logo | null }) {
  const { t } = useTranslation('account');
  const format = useFormatter();
  const toast = useToast();
  const upload = useUploadCompanyLogo();
  const remove = useRemoveCompanyLogo();
  const hintId = useId();
  const [sending, setSending] = useState<Upload>({ state: 'idle' });
  const [asking, setAsking] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<unknown>(null);
  // An upload under way ends with the page: its answer would land on a screen no longer there.
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const busy = sending.state === 'sending';

  const send = async (chosen: File) => {
    // Made small in the browser first (a logo photographed on a phone), a PNG kept a PNG for its
    // transparency (lib/images/downscale.ts); then the server's limit, said before the bytes travel.
    setSending({ state: 'sending', share: 0, name: chosen.name });
    const file = await downscaleForUpload(chosen, { keepPng: true });
    if (file.size > LOGO_MAX_BYTES) {
      setSending({ state: 'failed', error: 'PAYLOAD_TOO_LARGE' });
      return;
    }
    const own = new AbortController();
    controller.current = own;
    setSending({ state: 'sending', share: 0, name: file.name });
    try {
      await upload(file, (share) => setSending({ state: 'sending', share, name: file.name }), own.signal);
      setSending({ state: 'idle' });
      toast.success(t('company.logo.uploaded'));
    } catch (error) {
      if (own.signal.aborted) return;
      setSending({ state: 'failed', error });
    }
  };

  const confirmRemove = async () => {
    setRemoving(true);
    setRemoveError(null);
    try {
      await remove();
      setAsking(false);
      setSending({ state: 'idle' });
      toast.success(t('company.logo.removed'));
    } catch (error) {
      setRemoveError(error);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Root>
      {logo ? (
        <figure>
          <img src={companyLogoUrl(logo.name)} alt={t('company.logo.current')} width={logo.width} height={logo.height} />
          <figcaption>{t('company.logo.size', { width: format.number(logo.width), height: format.number(logo.height) })}</figcaption>
        </figure>
      ) : (
        <p>{t('company.logo.none')}</p>
      )}
      <div className="actions">
        <FileChooser
          label={logo ? t('company.logo.replace') : t('company.logo.choose')}
          accept={ACCEPT}
          describedBy={hintId}
          disabled={busy}
          onChoose={(chosen) => void send(chosen)}
        />
        {logo && (
          <Button variant="secondary" disabled={busy} onClick={() => setAsking(true)}>
            {t('company.logo.remove')}
          </Button>
        )}
      </div>
      <p id={hintId} className="hint">
        {t('company.logo.hint', { size: format.number(LOGO_MAX_BYTES / 1024 / 1024) })}
      </p>
      {sending.state === 'sending' && <ProgressBar value={Math.round(sending.share * 100)} tone="info" label={t('company.logo.sending', { name: sending.name })} showValue />}
      {sending.state === 'failed' && (
        <p role="alert" className="error">
          {actionErrorText(t, sending.error, 'account')}
        </p>
      )}
      <ConfirmDialog
        open={asking}
        title={t('company.logo.removeTitle')}
        text={t('company.logo.removeText')}
        confirmLabel={t('company.logo.removeConfirm')}
        tone="danger"
        busy={removing}
        error={removeError ? actionErrorText(t, removeError, 'account') : undefined}
        onConfirm={() => void confirmRemove()}
        onCancel={() => {
          setAsking(false);
          setRemoveError(null);
        }}
      />
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  max-width: 560px;
  min-width: 0;

  p {
    margin: 0;
  }
  figure {
    display: grid;
    gap: ${tokens.space.xs};
    justify-items: start;
    margin: 0;
  }
  img {
    display: block;
    width: auto;
    max-width: 100%;
    height: auto;
    max-height: 120px;
    padding: ${tokens.space.sm};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.surfaceMuted};
  }
  figcaption,
  .hint {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.sm};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.sm};
    align-items: center;
  }
  .error {
    color: ${tokens.color.danger};
    font-weight: ${tokens.font.weight.medium};
  }
`;
