import { useTranslation } from 'react-i18next';
import type { ReceiptState } from '../../../../contract/receipts-values';
import { Badge, type BadgeTone } from '../../ui/Badge/Badge';

const TONES: Record<ReceiptState, BadgeTone> = {
  BELUM: 'neutral',
  DITERIMA: 'success',
  SEBAGIAN: 'warning',
};

/**
 * What the customer received of a note (docs/decisions/339-receipts.md) as a word and a colour,
 * never the colour alone: not yet, in full, or with a shortfall.
 */
export function ReceiptStateBadge({ state }: { state: ReceiptState }) {
  const { t } = useTranslation('ui');
  return <Badge tone={TONES[state]}>{t(`receipt.state.${state}`)}</Badge>;
}
