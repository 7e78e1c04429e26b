import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryOrder } from '../../../../contract/delivery-orders';
import { Button } from '../../../components/ui/Button/Button';
import { NS } from './delivery-order-screens';

// The dialog (its fields and checks) loads the first time it opens, not with every DO's page.
const WriteOffDialog = lazy(() => import('./WriteOffDialog').then((module) => ({ default: module.WriteOffDialog })));

/**
 * "Hapuskan kekurangan" on a DO whose receipts found a shortfall still open: opens WriteOffDialog.
 * Once opened, the dialog stays mounted (closed), so what was typed is there when it opens again.
 */
export function WriteOff({ order }: { order: DeliveryOrder }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  if (open && !loaded) setLoaded(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('writeOff.action')}
      </Button>
      <Suspense fallback={null}>{loaded && <WriteOffDialog order={order} open={open} onClose={() => setOpen(false)} />}</Suspense>
    </>
  );
}
