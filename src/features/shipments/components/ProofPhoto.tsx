import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Shipment } from '../../../../contract/shipments';
import { PROOF_MAX_BYTES } from '../../../../contract/shipments-values';
import { Panel } from '../../../components/layout/ScreenParts/ScreenParts';
import { Button } from '../../../components/ui/Button/Button';
import { ProgressBar } from '../../../components/ui/ProgressBar/ProgressBar';
import { Skeleton } from '../../../components/ui/Skeleton/Skeleton';
import { useCan } from '../../../lib/access/AccessContext';
import { actionErrorText } from '../../../lib/api/error-text';
import { useFormatter } from '../../../lib/format';
import { afterWrite } from '../../../lib/swr';
import { photoWithin } from '../../../lib/images/downscale';
import { useWaitingUploads } from '../../../lib/uploads/send-waiting';
import { useCoarsePointer } from '../../../lib/use-coarse-pointer';
import { theme as tokens } from '../../../theme/tokens';
import { proofPath, useOpenFullProof, useProofArrived, useProofImage, useUploadProof } from '../api/shipment-proof';
import { NS } from './shipment-screens';
import { SHIPMENTS } from '../../../../contract/areas';

const Frame = styled.div`
  display: grid;
  gap: ${tokens.space.sm};
  max-width: 480px;
  img { display: block; width: 100%; height: auto; border-radius: ${tokens.radius.md}; border: 1px solid ${tokens.color.border}; background: ${tokens.color.surfaceMuted}; }
  .muted { color: ${tokens.color.textMuted}; font-size: ${tokens.font.size.sm}; }
  .error { color: ${tokens.color.danger}; }
`;

type Upload = { state: 'idle' } | { state: 'preparing' } | { state: 'sending'; share: number; name: string } | { state: 'failed'; error: unknown };

/** A picked photo waiting for the person's yes: the file and its preview's object URL. */
export interface Picked {
  file: File;
  url: string;
}

// The question with the picked photo's preview loads the first time a photo is picked.
const ProofConfirmDialog = lazy(() => import('./ProofConfirmDialog').then((module) => ({ default: module.ProofConfirmDialog })));

/**
 * The proof-of-loading photo (docs/product/business-rules.md): its thumbnail with a link to the
 * full size (show-shipment-image), who uploaded it and when; and the upload (upload-shipment-image)
 * with its progress, made small on the phone first (lib/images/downscale.ts) and checked for size before sending, the
 * camera opened directly on a phone, and the server's refusals in words. Uploading completes the shipment, which
 * cannot be undone, so a picked photo is shown first and sent only on "Selesaikan pengiriman?"'s
 * yes: a mis-tap in the file chooser costs nothing. A cancelled shipment, or one without DOs,
 * takes no photo (the server refuses both).
 */
export function ProofPhoto({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation(NS);
  const format = useFormatter();
  const can = useCan();
  const titleId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const onPhone = useCoarsePointer();
  const upload = useUploadProof();
  const arrived = useProofArrived();
  const outbox = useWaitingUploads(
    proofPath(shipment.id),
    // A waiting upload may arrive after this screen (and its cache) has gone: nobody waits for it.
    useCallback((data: unknown) => afterWrite(arrived(shipment.id, data)), [arrived, shipment.id]),
  );
  const waiting = outbox.waiting.length > 0;
  const openFull = useOpenFullProof();
  const [fullFailed, setFullFailed] = useState(false);
  const [sending, setSending] = useState<Upload>({ state: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const [picked, setPicked] = useState<Picked | null>(null);
  // Once shown, the question stays mounted (closed), as it was before it loaded on demand.
  const [asked, setAsked] = useState(false);
  if (picked && !asked) setAsked(true);
  // The preview's object URL lives as long as the preview.
  useEffect(() => (picked ? () => URL.revokeObjectURL(picked.url) : undefined), [picked]);
  const mayView = can(SHIPMENTS.permission.showProof);
  const mayUpload = can(SHIPMENTS.permission.uploadProof);
  const proof = shipment.proof;
  const thumbnail = useProofImage(shipment.id, 'thumbnail', mayView && proof ? proof.uploadedAt : null, attempt);

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    if (input.current) input.current.value = '';
    if (camera.current) camera.current.value = '';
    setSending({ state: 'preparing' });
    // Made small on the phone before it travels (lib/images/downscale.ts); the limit is checked on what is sent.
    const file = await photoWithin(chosen, PROOF_MAX_BYTES);
    if (!file) {
      setSending({ state: 'failed', error: 'PROOF_TOO_LARGE' });
      return;
    }
    setSending({ state: 'idle' });
    setPicked({ file, url: URL.createObjectURL(file) });
  };

  const send = async (file: File) => {
    setPicked(null);
    setSending({ state: 'sending', share: 0, name: file.name });
    const result = await upload(shipment.id, file, (share) => setSending({ state: 'sending', share, name: file.name }));
    // Sent, or kept on the device to be sent when the connection is back: the outbox says which.
    setSending(result.sent || result.waiting ? { state: 'idle' } : { state: 'failed', error: result.error });
  };

  const errorText = (error: unknown) => (error === 'PROOF_TOO_LARGE' ? t('proof.tooLarge', { size: format.number(10) }) : actionErrorText(t, error, NS));

  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>{t('proof.title')}</h2>
      <Frame>
        {!proof && shipment.status !== 'BATAL' && <p>{t('proof.none')}</p>}
        {shipment.status === 'BATAL' && <p>{t('proof.cancelledNote')}</p>}
        {proof && !mayView && <p>{t('proof.notAllowed')}</p>}
        {proof && mayView && (
          <>
            {thumbnail.url ? (
              <a
                href={thumbnail.url}
                target="_blank"
                rel="noreferrer"
                aria-label={t('proof.open', { number: shipment.number })}
                onClick={(event) => {
                  event.preventDefault();
                  setFullFailed(false);
                  openFull(shipment.id).catch(() => setFullFailed(true));
                }}
              >
                <img src={thumbnail.url} alt={t('proof.alt', { number: shipment.number })} width={320} height={240} />
              </a>
            ) : thumbnail.error ? (
              <p role="alert" className="error">
                {t('proof.loadFailed')}{' '}
                <Button variant="secondary" size="sm" onClick={() => setAttempt((count) => count + 1)}>
                  {t('ui:record.retry')}
                </Button>
              </p>
            ) : (
              <div role="status" aria-label={t('proof.loading')}>
                <Skeleton width="320px" height="240px" shape="block" />
              </div>
            )}
            {fullFailed && (
              <p role="alert" className="error">
                {t('proof.loadFailed')}
              </p>
            )}
            <p className="muted">
              {t('proof.uploaded', { who: proof.uploadedBy?.name ?? '—', when: format.dateTime(proof.uploadedAt), width: proof.width, height: proof.height })}
            </p>
          </>
        )}
        {mayUpload && shipment.status !== 'BATAL' && shipment.deliveryOrders.length === 0 && <p className="muted">{t('proof.emptyNote')}</p>}
        {waiting && (
          <div role="status" className="waiting">
            <p>{t('proof.waiting', { count: outbox.waiting.length })}</p>
            <Button variant="secondary" size="sm" onClick={outbox.sendNow}>
              {t('proof.sendNow')}
            </Button>{' '}
            <Button variant="ghost" size="sm" onClick={() => outbox.waiting.forEach((entry) => outbox.discard(entry.id))}>
              {t('proof.discard')}
            </Button>
          </div>
        )}
        {outbox.refused !== null && (
          <p role="alert" className="error">
            {t('proof.waitingRefused')} {actionErrorText(t, outbox.refused, NS)}
          </p>
        )}
        {mayUpload && !waiting && shipment.status !== 'BATAL' && shipment.deliveryOrders.length > 0 && (
          <div>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              hidden
              onChange={(event) => void choose(event.target.files?.[0])}
            />
            {onPhone && (
              <>
                {/* On a phone the camera opens at once; the other button still offers the gallery. */}
                <input ref={camera} type="file" accept="image/jpeg,image/png,image/webp" capture="environment" hidden onChange={(event) => void choose(event.target.files?.[0])} />
                <Button variant={proof ? 'secondary' : 'primary'} busy={sending.state === 'sending' || sending.state === 'preparing'} onClick={() => camera.current?.click()}>
                  {t('proof.camera')}
                </Button>{' '}
              </>
            )}
            <Button variant={proof || onPhone ? 'secondary' : 'primary'} busy={sending.state === 'sending' || sending.state === 'preparing'} onClick={() => input.current?.click()}>
              {proof ? t('proof.replace') : t('proof.upload')}
            </Button>
            <p className="muted">{proof ? t('proof.replaceHint') : t('proof.uploadHint')}</p>
          </div>
        )}
        {sending.state === 'preparing' && <p role="status">{t('proof.preparing')}</p>}
        {sending.state === 'sending' && (
          <ProgressBar value={Math.round(sending.share * 100)} tone="info" label={t('proof.sending', { name: sending.name })} showValue />
        )}
        {sending.state === 'failed' && (
          <p role="alert" className="error">
            {errorText(sending.error)}
          </p>
        )}
      </Frame>
      <Suspense fallback={null}>
        {asked && (
          <ProofConfirmDialog
            picked={picked}
            replacing={!!proof}
            number={shipment.number}
            onConfirm={() => picked && void send(picked.file)}
            onCancel={() => setPicked(null)}
          />
        )}
      </Suspense>
    </Panel>
  );
}
