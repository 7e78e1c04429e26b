import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SHIPMENTS } from '../../../../contract/areas';
import type { Shipment, ShipmentDeliveryOrder } from '../../../../contract/shipments';
import { useToast } from '../../../components/feedback/Toast/ToastProvider';
import type { ReceiptParts } from '../../../components/receipts/ReceiptForm/receipt-form-model';
import { ReceiptStateBadge } from '../../../components/receipts/ReceiptStateBadge/ReceiptStateBadge';
import { ReceiptView } from '../../../components/receipts/ReceiptView/ReceiptView';
import { Button } from '../../../components/ui/Button/Button';
import { useCan } from '../../../lib/access/AccessContext';
import { isApiError } from '../../../lib/api/errors';
import { theme as tokens } from '../../../theme/tokens';
import { receiptPicturePath, useRecordReceipt } from '../api/shipment-receipts';
import { NS } from './shipment-screens';

// The form (its checks, the signature pad) loads the first time someone records a receipt.
const ReceiptForm = lazy(() => import('../../../components/receipts/ReceiptForm/ReceiptForm').then((module) => ({ default: module.ReceiptForm })));

/**
 * A note's receipt on a loaded shipment (docs/decisions/339-receipts.md): its state, then what was
 * received as entered, or, for someone with receive-shipment, "Catat penerimaan" opening the form in
 * place: on a phone a page section scrolls and draws better than a dialog over the page. A receipt
 * someone else stored meanwhile is shown with a word saying so.
 */
export function NoteReceipt({ shipment, order }: { shipment: Shipment; order: ShipmentDeliveryOrder }) {
  const { t } = useTranslation(NS);
  const can = useCan();
  const toast = useToast();
  const record = useRecordReceipt();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [taken, setTaken] = useState(false);
  const focusOpener = useRef(false);
  const lines = useMemo(
    () => order.lines.map((line) => ({ deliveryOrderLineId: line.deliveryOrderLineId, itemName: line.itemName, unit: line.unit, shipped: line.quantity })),
    [order.lines],
  );
  const mayRecord = !order.receipt && can(SHIPMENTS.permission.receive);
  const number = order.number;

  useEffect(() => {
    if (open || !focusOpener.current) return;
    focusOpener.current = false;
    opener.current?.querySelector('button')?.focus();
  }, [open]);

  const submit = async (parts: ReceiptParts) => {
    try {
      await record(shipment.id, order.deliveryOrderId, parts);
    } catch (error) {
      if (isApiError(error) && error.code === 'RECEIPT_EXISTS') setTaken(true);
      throw error;
    }
    toast.success(t('receipt.saved', { number }));
    setOpen(false);
    heading.current?.focus();
  };

  return (
    <Root>
      <h4 id={headingId} ref={heading} tabIndex={-1}>
        <span>{t('receipt.title')}</span> <ReceiptStateBadge state={order.receiptState} />
      </h4>
      {order.receipt ? (
        <>
          {taken && <p role="status">{t('receipt.taken', { number })}</p>}
          <ReceiptView receipt={order.receipt} number={number} picturePath={(picture) => receiptPicturePath(shipment.id, order.deliveryOrderId, picture)} />
        </>
      ) : open ? (
        <Suspense fallback={<p role="status">{t('receipt.loading')}</p>}>
          <ReceiptForm
            lines={lines}
            labelledBy={headingId}
            autoFocus
            onSubmit={submit}
            onCancel={() => {
              focusOpener.current = true;
              setOpen(false);
            }}
          />
        </Suspense>
      ) : mayRecord ? (
        <div ref={opener}>
          <Button variant="secondary" onClick={() => setOpen(true)} aria-label={t('receipt.recordFor', { number })}>
            {t('receipt.record')}
          </Button>
        </div>
      ) : (
        <p className="muted">{t('receipt.none')}</p>
      )}
    </Root>
  );
}

// Not a landmark of its own: it is part of its DO's section, under the DO's heading.
const Root = styled.div`
  display: grid;
  gap: ${tokens.space.sm};
  margin-top: ${tokens.space.md};
  padding-top: ${tokens.space.md};
  border-top: 1px dashed ${tokens.color.border};
  h4 {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.sm};
    align-items: center;
    margin: 0;
    font-size: ${tokens.font.size.md};
  }
  p {
    margin: 0;
  }
`;
