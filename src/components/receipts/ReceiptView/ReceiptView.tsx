import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Receipt, ReceiptLine, ReceiptPicture } from '../../../../contract/receipts';
import { useImageUrl } from '../../../lib/api/image';
import { useFormatter } from '../../../lib/format';
import { theme as tokens } from '../../../theme/tokens';
import { DataTable, type Column } from '../../data/DataTable/DataTable';
import { DetailList } from '../../data/DetailList/DetailList';
import { Button } from '../../ui/Button/Button';
import { Skeleton } from '../../ui/Skeleton/Skeleton';

export interface ReceiptViewProps {
  receipt: Receipt;
  /** The note's number, naming its pictures and table ("DO-000011"). */
  number: string;
  /** Where the API serves each of the receipt's pictures (read with the session, lib/api/image.ts). */
  picturePath(picture: ReceiptPicture): string;
}

/** One of the receipt's pictures, loaded with the session; a failure says so and offers a retry. */
function Picture({ path, alt, loading, className }: { path: string; alt: string; loading: string; className: string }) {
  const { t } = useTranslation('ui');
  const [attempt, setAttempt] = useState(0);
  const image = useImageUrl(path, attempt);
  if (image.url) {
    return (
      <a href={image.url} target="_blank" rel="noreferrer" className={className}>
        <img src={image.url} alt={alt} />
      </a>
    );
  }
  if (image.error) {
    return (
      <p role="alert" className="error">
        {t('receipt.view.pictureFailed', { picture: alt })}{' '}
        <Button variant="secondary" size="sm" onClick={() => setAttempt((count) => count + 1)}>
          {t('record.retry')}
        </Button>
      </p>
    );
  }
  return (
    <div role="status" aria-label={loading} className={className}>
      <Skeleton width="100%" height="120px" shape="block" />
    </div>
  );
}

/**
 * A note's receipt, read-only (docs/decisions/339-receipts.md): who received it and when, who
 * entered it (a staff member from the returned paper, or the receiver from the QR code), per line
 * what was shipped and what arrived with the reason for a shortfall, the note, and the signature
 * and photo as the API serves them.
 */
export function ReceiptView({ receipt, number, picturePath }: ReceiptViewProps) {
  const { t } = useTranslation('ui');
  const format = useFormatter();
  const columns = useMemo<Column<ReceiptLine>[]>(
    () => [
      { id: 'item', header: t('receipt.lines.item'), cell: (line) => line.itemName, rowHeader: true },
      { id: 'shipped', header: t('receipt.lines.shipped'), cell: (line) => `${format.number(line.shipped)} ${line.unit}`, align: 'end' },
      {
        id: 'received',
        header: t('receipt.lines.received'),
        cell: (line) => (
          <span data-short={line.received < line.shipped || undefined}>
            {format.number(line.received)} {line.unit}
          </span>
        ),
        align: 'end',
      },
      { id: 'reason', header: t('receipt.lines.reason'), cell: (line) => (line.reason ? t(`receipt.reason.${line.reason}`) : '—') },
    ],
    [t, format],
  );
  const enteredBy = receipt.source === 'RECEIVER' || !receipt.enteredBy ? t('receipt.view.byReceiver') : receipt.enteredBy.name;
  return (
    <Root>
      <DetailList
        items={[
          { id: 'receiverName', label: t('receipt.fields.receiverName'), value: receipt.receiverName },
          { id: 'receivedAt', label: t('receipt.fields.receivedAt'), value: <time dateTime={receipt.receivedAt}>{format.dateTime(receipt.receivedAt)}</time> },
          { id: 'enteredBy', label: t('receipt.view.enteredBy'), value: t('receipt.view.entered', { who: enteredBy, when: format.dateTime(receipt.enteredAt) }) },
          { id: 'note', label: t('receipt.fields.note'), value: receipt.note, wide: true },
        ]}
      />
      <DataTable caption={t('receipt.lines.caption', { number })} showCaption columns={columns} rows={receipt.lines} getRowId={(line) => line.deliveryOrderLineId} state="ready" />
      {(receipt.signature || receipt.photo) && (
        <div className="pictures">
          {receipt.signature && (
            <figure>
              <figcaption>{t('receipt.fields.signature')}</figcaption>
              <Picture
                className="signature"
                path={picturePath('signature')}
                alt={t('receipt.view.signatureAlt', { name: receipt.receiverName, number })}
                loading={t('receipt.view.pictureLoading')}
              />
            </figure>
          )}
          {receipt.photo && (
            <figure>
              <figcaption>{t('receipt.fields.photo')}</figcaption>
              <Picture className="photo" path={picturePath('photo')} alt={t('receipt.view.photoAlt', { number })} loading={t('receipt.view.pictureLoading')} />
            </figure>
          )}
        </div>
      )}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space.lg};
  min-width: 0;
  [data-short] {
    color: ${tokens.color.danger};
    font-weight: ${tokens.font.weight.bold};
  }
  .pictures {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.lg};
  }
  figure {
    display: grid;
    gap: ${tokens.space.xs};
    margin: 0;
    width: min(320px, 100%);
  }
  figcaption {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.xs};
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    max-height: 240px;
    object-fit: contain;
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
  }
  /* The signature is dark ink on a transparent ground: paper under it in both themes. */
  .signature img {
    background: #fff;
  }
  .error {
    color: ${tokens.color.danger};
    margin: 0;
  }
`;
