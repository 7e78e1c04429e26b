import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryOrder } from '../../../../contract/delivery-orders';
import { DELIVERY_ORDER_STATUSES } from '../../../../contract/delivery-orders-values';
import { combinedReceiptState } from '../../../../contract/receipts-values';
import type { Column } from '../../../components/data/DataTable/DataTable';
import { DeliveryOrderStatusBadge } from '../../../components/delivery/DeliveryOrderStatusBadge/DeliveryOrderStatusBadge';
import { DateRangeInput } from '../../../components/form/DateRangeInput/DateRangeInput';
import { Field } from '../../../components/form/Field/Field';
import { Select } from '../../../components/form/Select/Select';
import { CustomerPicker } from '../../../components/pickers/CustomerPicker/CustomerPicker';
import { ItemPicker } from '../../../components/pickers/ItemPicker/ItemPicker';
import { ReceiptStateBadge } from '../../../components/receipts/ReceiptStateBadge/ReceiptStateBadge';
import { ResourceList } from '../../../components/resource/ResourceList/ResourceList';
import { useCan, useCanOpen } from '../../../lib/access/AccessContext';
import { useFormatter } from '../../../lib/format';
import { useListState } from '../../../lib/list-state/useListState';
import { paths, routes } from '../../../lib/routes/routes';
import { shipmentFromOrdersPath } from '../../../lib/routes/shipment-from-orders';
import { SHIPMENT_DELIVERY_ORDERS_MAX } from '../../../../contract/shipments-values';
import { useDeliveryOrders } from '../api/delivery-orders-api';
import { LIST_CONFIG, NS } from '../components/delivery-order-screens';
import { CUSTOMERS, DELIVERY_ORDERS, ITEMS } from '../../../../contract/areas';

const detailPath = (order: DeliveryOrder) => paths.deliveryOrders.detail(order.id);

/**
 * /delivery-orders/data (read-delivery-orders): search by number, customer or address; status,
 * customer, item and creation days as filters; sort; pages; all in the URL. A cancelled DO offers
 * no Ubah.
 */
export default function DeliveryOrdersListScreen() {
  const { t } = useTranslation(NS);
  const format = useFormatter();
  const can = useCan();
  const canOpen = useCanOpen();
  const list = useListState(LIST_CONFIG);
  const orders = useDeliveryOrders(list.apiQuery);
  const mayEdit = canOpen(routes.deliveryOrders.edit);

  const columns = useMemo<Column<DeliveryOrder>[]>(
    () => [
      { id: 'number', header: t('fields.number'), cell: (order) => order.number, sortable: true, rowHeader: true, wrap: 'never' },
      { id: 'customer', header: t('fields.customer'), cell: (order) => order.customerName, sortable: true, export: { field: 'customerName' } },
      { id: 'lines', header: t('fields.lines'), cell: (order) => t('list.lineCount', { count: order.lines.length }), width: '110px' },
      {
        id: 'status',
        header: t('fields.status'),
        cell: (order) => <DeliveryOrderStatusBadge status={order.status} />,
        sortable: true,
        width: '130px',
        export: { values: Object.fromEntries(DELIVERY_ORDER_STATUSES.map((status) => [status, t(`ui:deliveryOrderStatus.${status}`)])) },
      },
      {
        // What the customer received of its loaded shipments (docs/decisions/339-receipts.md).
        id: 'receipt',
        header: t('ui:receipt.column'),
        cell: (order) => {
          const state = combinedReceiptState(order.shipments.filter((shipment) => shipment.status === 'SELESAI').map((shipment) => shipment.receiptState));
          return state ? <ReceiptStateBadge state={state} /> : '—';
        },
        width: '150px',
      },
      {
        id: 'createdAt',
        header: t('fields.createdAt'),
        cell: (order) => <time dateTime={order.createdAt}>{format.date(order.createdAt)}</time>,
        sortable: true,
        width: '140px',
      },
    ],
    [t, format],
  );
  const moreActions = useCallback(
    (order: DeliveryOrder) => (mayEdit && order.status !== 'BATAL' ? [{ id: 'edit', label: t('ui:resource.edit'), to: paths.deliveryOrders.edit(order.id) }] : []),
    [mayEdit, t],
  );

  const { status, date } = list.filters;
  const exportFilters = [
    ...(status ? [{ param: 'status', label: t('fields.status'), value: t(`ui:deliveryOrderStatus.${status}`) }] : []),
    { param: 'customerId', label: t('fields.customer') },
    { param: 'itemId', label: t('list.item') },
    ...(date?.start ? [{ param: 'startDate', label: t('ui:filters.dateRange.start'), value: format.calendarDay(date.start) }] : []),
    ...(date?.end ? [{ param: 'endDate', label: t('ui:filters.dateRange.end'), value: format.calendarDay(date.end) }] : []),
  ];

  return (
    <ResourceList
      viewsKey={DELIVERY_ORDERS.key}
      bulk={{
        api: DELIVERY_ORDERS.api,
        ns: NS,
        actions: can(DELIVERY_ORDERS.permission.cancel) ? ['cancel'] : [],
        links: canOpen(routes.shipments.new)
          ? (ids) => [{ to: shipmentFromOrdersPath(ids.slice(0, SHIPMENT_DELIVERY_ORDERS_MAX)), label: t('list.newShipment', { count: Math.min(ids.length, SHIPMENT_DELIVERY_ORDERS_MAX) }) }]
          : undefined,
      }}
      exporting={{ path: `${DELIVERY_ORDERS.api}/export`, exportable: Object.keys(DELIVERY_ORDERS.list.columns), filters: exportFilters }}
      list={list}
      answer={orders}
      columns={columns}
      getRowLabel={(order) => order.number}
      caption={t('list.caption')}
      searchLabel={t('list.searchLabel')}
      searchPlaceholder={t('list.searchPlaceholder')}
      emptyTitle={t('list.empty')}
      emptyText={t('list.emptyText')}
      filters={
        <>
          <Field label={t('fields.status')}>
            <Select
              options={DELIVERY_ORDER_STATUSES.map((status) => ({ value: status, label: t(`ui:deliveryOrderStatus.${status}`) }))}
              placeholder={t('list.allStatuses')}
              value={list.filters.status ?? ''}
              onChange={(event) => list.setFilter('status', (event.target.value || undefined) as (typeof DELIVERY_ORDER_STATUSES)[number] | undefined)}
            />
          </Field>
          {can(CUSTOMERS.permission.list) && (
            <Field label={t('fields.customer')}>
              <CustomerPicker value={list.filters.customerId ?? null} onChange={(id) => list.setFilter('customerId', id ?? undefined)} placeholder={t('list.anyCustomer')} />
            </Field>
          )}
          {can(ITEMS.permission.list) && (
            <Field label={t('list.item')}>
              <ItemPicker value={list.filters.itemId ?? null} onChange={(id) => list.setFilter('itemId', id ?? undefined)} placeholder={t('list.anyItem')} />
            </Field>
          )}
          <DateRangeInput value={list.filters.date ?? {}} onChange={(range) => list.setFilter('date', range.start || range.end ? range : undefined)} />
        </>
      }
      links={[
        ...(canOpen(routes.deliveryOrders.logs) ? [{ to: paths.deliveryOrders.logs(), label: t('ui:resource.logs') }] : []),
        ...(canOpen(routes.deliveryOrders.new) ? [{ to: paths.deliveryOrders.new(), label: t('list.add'), primary: true }] : []),
      ]}
      detailPath={canOpen(routes.deliveryOrders.detail) ? detailPath : undefined}
      moreActions={mayEdit ? moreActions : undefined}
    />
  );
}
