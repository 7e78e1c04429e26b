import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ConfirmDialog } from '../../../components/ui/Dialog/Dialog';
import { theme as tokens } from '../../../theme/tokens';
import type { Picked } from './ProofPhoto';
import { NS } from './shipment-screens';

const Preview = styled.img`
  display: block;
  max-width: 100%;
  max-height: 50vh;
  margin-top: ${tokens.space.sm};
  object-fit: contain;
  border-radius: ${tokens.radius.md};
  border: 1px solid ${tokens.color.border};
`;

/**
 * ProofPhoto's "Selesaikan pengiriman?" (or the replacement's question) with the picked photo's
 * preview, open while a photo is picked; loaded the first time one is.
 */
export function ProofConfirmDialog({
  picked,
  replacing,
  number,
  onConfirm,
  onCancel,
}: {
  picked: Picked | null;
  /** The shipment has a photo already: the question is about replacing it. */
  replacing: boolean;
  number: string;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation(NS);
  return (
    <ConfirmDialog
      open={picked !== null}
      title={replacing ? t('proof.replaceTitle') : t('proof.confirmTitle')}
      text={
        picked && (
          <>
            <p>{replacing ? t('proof.replaceText', { number }) : t('proof.confirmText', { number })}</p>
            <Preview src={picked.url} alt={t('proof.previewAlt', { name: picked.file.name })} />
          </>
        )
      }
      confirmLabel={replacing ? t('proof.confirmReplace') : t('proof.confirm')}
      cancelLabel={t('proof.keep')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
