import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { DeliveryOrder } from '../../../../contract/delivery-orders';
import { DeliveryOrderStatusBadge } from '../../../components/delivery/DeliveryOrderStatusBadge/DeliveryOrderStatusBadge';
import { Panel, Toolbar } from '../../../components/layout/ScreenParts/ScreenParts';
import { RecordGate } from '../../../components/resource/RecordGate/RecordGate';
import { ResourceDetail } from '../../../components/resource/ResourceDetail/ResourceDetail';
import { ButtonLink } from '../../../components/ui/ButtonLink/ButtonLink';
import { useCan, useCanOpen } from '../../../lib/access/AccessContext';
import { useFormatter } from '../../../lib/format';
import { parseId } from '../../../lib/route-params';
import { paths, routes } from '../../../lib/routes/routes';
import { deliveryOrdersApi, useDeliveryOrder } from '../api/delivery-orders-api';
import { CancelDeliveryOrder } from '../components/CancelDeliveryOrder';
import { NS } from '../components/delivery-order-screens';
import { DeliveryOrderLines, DeliveryOrderShipments } from '../components/DeliveryOrderLines';
import { DeliveryOrderTimeline } from '../components/DeliveryOrderTimeline';
import { useLogValue } from '../components/log-values';
import { openShortfall } from '../../../../contract/receipts-values';
import { WriteOff } from '../components/WriteOff';
import { DELIVERY_ORDERS } from '../../../../contract/areas';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Panel>
  );
}

function Detail({ order }: { order: DeliveryOrder }) {
  const { t } = useTranslation(NS);
  const format = useFormatter();
  const can = useCan();
  const canOpen = useCanOpen();
  const formatValue = useLogValue();
  const mayEdit = order.status !== 'BATAL' && canOpen(routes.deliveryOrders.edit);
  const mayCancel = order.status === 'PENDING' && order.lines.every((line) => line.allocated === 0) && can(DELIVERY_ORDERS.permission.cancel);
  // A new shipment already carrying what the DO still awaits (the create form reads the query).
  const mayShip = order.status !== 'BATAL' && order.lines.some((line) => line.pending > 0) && canOpen(routes.shipments.new);
  // A shortfall a receipt found stays pending until it is shipped again or written off here.
  const mayWriteOff = order.status !== 'BATAL' && order.lines.some((line) => openShortfall(line) > 0) && can(DELIVERY_ORDERS.permission.update);
  const customer = canOpen(routes.customers.detail) ? <Link to={paths.customers.detail(order.customerId)}>{order.customerName}</Link> : order.customerName;
  return (
    <>
      {(mayEdit || mayCancel || mayShip || mayWriteOff) && (
        <Toolbar>
          {mayCancel && <CancelDeliveryOrder order={order} />}
          {mayWriteOff && <WriteOff order={order} />}
          {mayEdit && <ButtonLink to={paths.deliveryOrders.edit(order.id)}>{t('ui:resource.edit')}</ButtonLink>}
          {mayShip && <ButtonLink to={`${paths.shipments.new()}?deliveryOrder=${order.id}`}>{t('ship.action')}</ButtonLink>}
        </Toolbar>
      )}
      <ResourceDetail
        title={order.number}
        items={[
          { id: 'customer', label: t('fields.customer'), value: customer },
          { id: 'status', label: t('fields.status'), value: <DeliveryOrderStatusBadge status={order.status} /> },
          { id: 'address', label: t('fields.address'), value: order.address, wide: true },
          { id: 'notes', label: t('fields.notes'), value: order.notes, wide: true },
          { id: 'createdAt', label: t('fields.createdAt'), value: format.dateTime(order.createdAt) },
          { id: 'createdBy', label: t('fields.createdBy'), value: order.createdBy?.name },
          { id: 'updatedAt', label: t('fields.updatedAt'), value: format.dateTime(order.updatedAt) },
          order.cancelledAt
            ? { id: 'cancelledAt', label: t('fields.cancelledAt'), value: format.dateTime(order.cancelledAt) }
            : { id: 'completedAt', label: t('fields.completedAt'), value: order.completedAt && format.dateTime(order.completedAt) },
        ]}
        related={
          <>
            <Section title={t('lines.caption')}>
              <DeliveryOrderLines order={order} />
            </Section>
            <Section title={t('shipments.caption')}>
              <DeliveryOrderShipments order={order} />
            </Section>
            <Section title={t('timeline.caption')}>
              <DeliveryOrderTimeline order={order} />
            </Section>
          </>
        }
        log={can(DELIVERY_ORDERS.permission.logs) ? { path: deliveryOrdersApi.path, ns: NS, recordId: order.id, formatValue } : undefined}
      />
    </>
  );
}

/**
 * /delivery-orders/:deliveryOrderId/detail (read-delivery-order): the header, the quantities per
 * line, the shipments that carry it, the dated timeline, the change log (read-delivery-orders-logs);
 * Ubah unless cancelled, Batalkan while nothing is allocated (cancel-delivery-order), Hapuskan
 * kekurangan while a receipt's shortfall is open (update-delivery-order), and Buat pengiriman while
 * something is pending and the user may create shipments.
 */
export default function DeliveryOrderDetailScreen() {
  const id = parseId(useParams().deliveryOrderId);
  const order = useDeliveryOrder(id);
  return (
    <RecordGate id={id} answer={order} listPath={paths.deliveryOrders.data()} ns={NS}>
      {(record) => <Detail order={record} />}
    </RecordGate>
  );
}
