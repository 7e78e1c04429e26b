import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryOrder } from '../../../../contract/delivery-orders';
import { useToast } from '../../../components/feedback/Toast/ToastProvider';
import { Button } from '../../../components/ui/Button/Button';
import { ConfirmDialog } from '../../../components/ui/Dialog/Dialog';
import { actionErrorText, conflictCurrentOf } from '../../../lib/api/error-text';
import { useCancelDeliveryOrder } from '../api/delivery-orders-api';
import { NS } from './delivery-order-screens';

/**
 * "Batalkan DO" with a confirmation naming the DO; the cancel goes with the version the page
 * shows. A refusal (a shipment took part of it meanwhile, a newer version) is read out in the
 * dialog and changes nothing; the page then shows the DO as it is now.
 */
export function CancelDeliveryOrder({ order }: { order: DeliveryOrder }) {
  const { t } = useTranslation(NS);
  const toast = useToast();
  const cancel = useCancelDeliveryOrder();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const yours = order.version;
    try {
      await cancel(order.id, yours);
      toast.success(t('cancel.done', { number: order.number }));
      setOpen(false);
    } catch (failure) {
      // The refusal has refreshed the page: a newer version is named, not a reload asked for.
      const current = conflictCurrentOf<DeliveryOrder>(failure);
      setError(current?.status ? t('cancel.changed', { number: order.number, yours, version: current.version, status: t(`ui:deliveryOrderStatus.${current.status}`) }) : actionErrorText(t, failure, NS));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('cancel.action')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('cancel.title', { number: order.number })}
        text={t('cancel.text', { number: order.number, customer: order.customerName })}
        error={error}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        tone="danger"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setOpen(false);
          setError(null);
        }}
      />
    </>
  );
}
