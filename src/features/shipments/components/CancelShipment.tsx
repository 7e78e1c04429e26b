import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '../../../../contract/shipments';
import { Button } from '../../../components/ui/Button/Button';
import { NS } from './shipment-screens';

// The dialog (with the reason's field) loads the first time it opens, not with every shipment's page.
const CancelShipmentDialog = lazy(() => import('./CancelShipmentDialog').then((module) => ({ default: module.CancelShipmentDialog })));

/**
 * "Batalkan pengiriman" on a PENDING shipment: the shared confirmation dialog (as a DO's cancel),
 * with the reason it requires. The cancel goes with the version the page shows; a refusal (the
 * shipment completed, cancelled or changed meanwhile) is read out in the dialog, naming the
 * version the page had and the one the server holds, and changes nothing.
 */
export function CancelShipment({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted (closed): the reason typed is still there when it opens again.
  const [loaded, setLoaded] = useState(false);
  if (open && !loaded) setLoaded(true);

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('cancel.action')}
      </Button>
      <Suspense fallback={null}>
        {loaded && <CancelShipmentDialog shipment={shipment} open={open} onClose={() => setOpen(false)} />}
      </Suspense>
    </>
  );
}
