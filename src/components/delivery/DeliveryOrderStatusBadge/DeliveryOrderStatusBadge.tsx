import { useTranslation } from 'react-i18next';
import type { DeliveryOrderStatus } from '../../../../contract/delivery-orders';
import { Badge, type BadgeTone } from '../../ui/Badge/Badge';

const TONES: Record<DeliveryOrderStatus, BadgeTone> = {
  PENDING: 'warning',
  PROSES: 'info',
  SELESAI: 'success',
  BATAL: 'neutral',
};

/** A delivery order's derived status as a word and a colour (never the colour alone). */
export function DeliveryOrderStatusBadge({ status }: { status: DeliveryOrderStatus }) {
  const { t } = useTranslation('ui');
  return <Badge tone={TONES[status]}>{t(`deliveryOrderStatus.${status}`)}</Badge>;
}
