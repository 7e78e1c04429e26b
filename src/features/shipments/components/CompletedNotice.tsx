import { useTranslation } from 'react-i18next';
import type { Shipment } from '../../../../contract/shipments';
import { Panel } from '../../../components/layout/ScreenParts/ScreenParts';
import { ButtonLink } from '../../../components/ui/ButtonLink/ButtonLink';
import { useCanOpen } from '../../../lib/access/AccessContext';
import { paths, routes } from '../../../lib/routes/routes';
import { NS } from './shipment-screens';

/**
 * A completed or cancelled shipment is read-only: said in words instead of a form that
 * would be refused.
 */
export function CompletedNotice({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation(NS);
  const canOpen = useCanOpen();
  const cancelled = shipment.status === 'BATAL';
  return (
    <Panel aria-labelledby="shipment-completed">
      <h2 id="shipment-completed">{t(cancelled ? 'form.cancelledTitle' : 'form.completedTitle', { number: shipment.number })}</h2>
      <p>{t(cancelled ? 'form.errors.SHIPMENT_CANCELLED' : 'form.errors.SHIPMENT_COMPLETED')}</p>
      {cancelled && shipment.cancelReason && (
        <p>
          {t('fields.cancelReason')}: {shipment.cancelReason}
        </p>
      )}
      {canOpen(routes.shipments.detail) && <ButtonLink to={paths.shipments.detail(shipment.id)}>{t('form.toDetail')}</ButtonLink>}
    </Panel>
  );
}
