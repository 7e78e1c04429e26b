import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CUSTOMERS, DELIVERY_ORDERS } from '../../../../contract/areas';
import type { DeliveryOrder } from '../../../../contract/delivery-orders';
import { DataTable, type Column } from '../../../components/data/DataTable/DataTable';
import { DeliveryOrderStatusBadge } from '../../../components/delivery/DeliveryOrderStatusBadge/DeliveryOrderStatusBadge';
import { Panel, Toolbar } from '../../../components/layout/ScreenParts/ScreenParts';
import { ButtonLink } from '../../../components/ui/ButtonLink/ButtonLink';
import { useCanOpen } from '../../../lib/access/AccessContext';
import { useFormatter } from '../../../lib/format';
import { tableStateOf } from '../../../lib/list-state/list-helpers';
import { useList } from '../../../lib/resource/api';
import { paths, routes } from '../../../lib/routes/routes';

const SHOWN = 5;

/** The customer's newest delivery orders (read-delivery-orders), with a link to all of them. */
export function CustomerDeliveryOrders({ customerId }: { customerId: number }) {
  const { t } = useTranslation(CUSTOMERS.key);
  const format = useFormatter();
  const canOpen = useCanOpen();
  const answer = useList<DeliveryOrder>(DELIVERY_ORDERS.api, `page=1&size=${SHOWN}&sort=-createdAt&customerId=${customerId}`);
  const linked = canOpen(routes.deliveryOrders.detail);
  const columns = useMemo<Column<DeliveryOrder>[]>(
    () => [
      { id: 'number', header: t('deliveryOrders.number'), cell: (order) => (linked ? <Link to={paths.deliveryOrders.detail(order.id)}>{order.number}</Link> : order.number), rowHeader: true, wrap: 'never' },
      { id: 'status', header: t('deliveryOrders.status'), cell: (order) => <DeliveryOrderStatusBadge status={order.status} /> },
      { id: 'createdAt', header: t('ui:area.fields.createdAt'), cell: (order) => <time dateTime={order.createdAt}>{format.date(order.createdAt)}</time> },
    ],
    [t, format, linked],
  );
  const total = answer.data?.paging.totalItems ?? 0;
  return (
    <Panel aria-label={t('deliveryOrders.caption')}>
      <h2>{t('deliveryOrders.caption')}</h2>
      <DataTable
        caption={t('deliveryOrders.caption')}
        columns={columns}
        rows={answer.data?.data}
        getRowId={(order) => order.id}
        state={tableStateOf(answer)}
        error={answer.error}
        onRetry={() => void answer.mutate()}
        emptyTitle={t('deliveryOrders.empty')}
        skeletonRows={2}
      />
      {total > SHOWN && canOpen(routes.deliveryOrders.data) && (
        <Toolbar>
          <ButtonLink to={`${paths.deliveryOrders.data()}?customerId=${customerId}`} variant="secondary">
            {t('deliveryOrders.all', { count: total })}
          </ButtonLink>
        </Toolbar>
      )}
    </Panel>
  );
}
