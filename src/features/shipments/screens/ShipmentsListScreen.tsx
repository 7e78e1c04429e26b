import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shipment } from '../../../../contract/shipments';
import { combinedReceiptState } from '../../../../contract/receipts-values';
import { SHIPMENT_MODES, SHIPMENT_STATUSES } from '../../../../contract/shipments-values';
import { CellLines, Whole, type Column } from '../../../components/data/DataTable/DataTable';
import { DateRangeInput } from '../../../components/form/DateRangeInput/DateRangeInput';
import { Field } from '../../../components/form/Field/Field';
import { Select } from '../../../components/form/Select/Select';
import { TextInput } from '../../../components/form/TextInput/TextInput';
import { CustomerPicker } from '../../../components/pickers/CustomerPicker/CustomerPicker';
import { DeliveryOrderPicker } from '../../../components/pickers/DeliveryOrderPicker/DeliveryOrderPicker';
import { ReceiptStateBadge } from '../../../components/receipts/ReceiptStateBadge/ReceiptStateBadge';
import { ResourceList } from '../../../components/resource/ResourceList/ResourceList';
import { useCan, useCanOpen } from '../../../lib/access/AccessContext';
import { useFormatter } from '../../../lib/format';
import { useListState } from '../../../lib/list-state/useListState';
import { useEchoedText } from '../../../lib/list-state/useEchoedText';
import { paths, routes } from '../../../lib/routes/routes';
import { useShipments } from '../api/shipments-api';
import { LIST_CONFIG, NS, ShipmentStatusBadge, useVehicleCell } from '../components/shipment-screens';
import { CUSTOMERS, DELIVERY_ORDERS, SHIPMENTS } from '../../../../contract/areas';

const detailPath = (shipment: Shipment) => paths.shipments.detail(shipment.id);
const editPath = (shipment: Shipment) => paths.shipments.edit(shipment.id);

/**
 * /shipments/data (read-shipments): search over number, plate and driver; mode, status, plate, DO,
 * customer and a day range; sort; pages. Ubah only while a shipment is not completed.
 */
export default function ShipmentsListScreen() {
  const { t } = useTranslation(NS);
  const format = useFormatter();
  const can = useCan();
  const canOpen = useCanOpen();
  const list = useListState(LIST_CONFIG);
  const shipments = useShipments(list.apiQuery);
  const vehicle = useVehicleCell();
  const { filters, setFilter } = list;
  // The chosen shipments' surat jalan print as one batch, those on the page in view in the list's
  // order first (decision 215), then the others in the order they were chosen.
  const mayPrint = canOpen(routes.shipments.printBatch);
  const pageOrder = (shipments.data?.data ?? []).map((shipment) => shipment.id);
  const inListOrder = (ids: readonly number[]) => [...ids].sort((a, b) => (pageOrder.indexOf(a) + 1 || Infinity) - (pageOrder.indexOf(b) + 1 || Infinity));

  const columns = useMemo<Column<Shipment>[]>(
    () => [
      { id: 'number', header: t('fields.number'), cell: (shipment) => shipment.number, sortable: true, rowHeader: true, wrap: 'never' },
      {
        id: 'mode',
        header: t('fields.mode'),
        cell: (shipment) => t(`mode.${shipment.mode}`),
        width: '100px',
        export: { values: Object.fromEntries(SHIPMENT_MODES.map((mode) => [mode, t(`mode.${mode}`)])) },
      },
      { id: 'vehicle', header: t('fields.vehicle'), cell: vehicle, export: { field: 'plate' } },
      {
        id: 'deliveryOrders',
        header: t('fields.deliveryOrders'),
        cell: (shipment) =>
          shipment.deliveryOrders.length ? (
            <CellLines
              lines={shipment.deliveryOrders.map((order) => (
                <>
                  <Whole>{order.number}</Whole>{'\u00a0'}· {order.customerName}
                </>
              ))}
            />
          ) : (
            '—'
          ),
      },
      {
        id: 'status',
        header: t('fields.status'),
        cell: (shipment) => <ShipmentStatusBadge status={shipment.status} />,
        width: '120px',
        export: { values: Object.fromEntries(SHIPMENT_STATUSES.map((status) => [status, t(`status.${status}`)])) },
      },
      {
        // What the customers received of its notes, once loaded (docs/decisions/339-receipts.md).
        id: 'receipt',
        header: t('ui:receipt.column'),
        cell: (shipment) => {
          const state = combinedReceiptState(shipment.status === 'SELESAI' ? shipment.deliveryOrders.map((order) => order.receiptState) : []);
          return state ? <ReceiptStateBadge state={state} /> : '—';
        },
        width: '150px',
      },
      {
        id: 'createdAt',
        header: t('fields.createdAt'),
        cell: (shipment) => <time dateTime={shipment.createdAt}>{format.date(shipment.createdAt)}</time>,
        sortable: true,
        width: '130px',
      },
    ],
    [t, format, vehicle],
  );

  const mayEdit = canOpen(routes.shipments.edit);
  const exportFilters = [
    ...(filters.mode ? [{ param: 'mode', label: t('fields.mode'), value: t(`mode.${filters.mode}`) }] : []),
    ...(filters.status ? [{ param: 'status', label: t('fields.status'), value: t(`status.${filters.status}`) }] : []),
    ...(filters.plate ? [{ param: 'plate', label: t('fields.plate'), value: filters.plate }] : []),
    { param: 'deliveryOrderId', label: t('list.deliveryOrderFilter') },
    { param: 'customerId', label: t('list.customerFilter') },
    ...(filters.date?.start ? [{ param: 'startDate', label: t('ui:filters.dateRange.start'), value: format.calendarDay(filters.date.start) }] : []),
    ...(filters.date?.end ? [{ param: 'endDate', label: t('ui:filters.dateRange.end'), value: format.calendarDay(filters.date.end) }] : []),
  ];
  return (
    <ResourceList
      viewsKey={SHIPMENTS.key}
      bulk={{
        api: SHIPMENTS.api,
        ns: NS,
        actions: [],
        links: mayPrint ? (ids) => [{ to: `${paths.shipments.printBatch()}?ids=${inListOrder(ids).join(',')}`, label: t('list.printChosen', { count: ids.length }) }] : undefined,
      }}
      exporting={{ path: `${SHIPMENTS.api}/export`, exportable: Object.keys(SHIPMENTS.list.columns), filters: exportFilters }}
      list={list}
      answer={shipments}
      columns={columns}
      getRowLabel={(shipment) => shipment.number}
      caption={t('list.caption')}
      searchLabel={t('list.searchLabel')}
      searchPlaceholder={t('list.searchPlaceholder')}
      emptyTitle={t('list.empty')}
      emptyText={t('list.emptyText')}
      filters={
        <>
          <Field label={t('fields.mode')}>
            <Select
              options={SHIPMENT_MODES.map((mode) => ({ value: mode, label: t(`mode.${mode}`) }))}
              placeholder={t('list.anyMode')}
              value={filters.mode ?? ''}
              onChange={(event) => setFilter('mode', (event.target.value || undefined) as (typeof SHIPMENT_MODES)[number] | undefined)}
            />
          </Field>
          <Field label={t('fields.status')}>
            <Select
              options={SHIPMENT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
              placeholder={t('list.anyStatus')}
              value={filters.status ?? ''}
              onChange={(event) => setFilter('status', (event.target.value || undefined) as (typeof SHIPMENT_STATUSES)[number] | undefined)}
            />
          </Field>
          <Field label={t('fields.plate')}>
            <PlateFilter value={filters.plate} onChange={(plate) => setFilter('plate', plate)} />
          </Field>
          {can(DELIVERY_ORDERS.permission.list) && (
            <Field label={t('list.deliveryOrderFilter')}>
              <DeliveryOrderPicker value={filters.deliveryOrderId ?? null} onChange={(id) => setFilter('deliveryOrderId', id ?? undefined)} placeholder={t('list.anyDeliveryOrder')} />
            </Field>
          )}
          {can(CUSTOMERS.permission.list) && (
            <Field label={t('list.customerFilter')}>
              <CustomerPicker value={filters.customerId ?? null} onChange={(id) => setFilter('customerId', id ?? undefined)} placeholder={t('list.anyCustomer')} />
            </Field>
          )}
          <DateRangeInput label={t('list.dateFilter')} value={filters.date ?? {}} onChange={(range) => setFilter('date', range.start || range.end ? range : undefined)} />
        </>
      }
      links={[
        ...(canOpen(routes.shipments.logs) ? [{ to: paths.shipments.logs(), label: t('ui:resource.logs') }] : []),
        ...(canOpen(routes.shipments.new) ? [{ to: paths.shipments.new(), label: t('list.add'), primary: true }] : []),
      ]}
      detailPath={canOpen(routes.shipments.detail) ? detailPath : undefined}
      moreActions={mayEdit ? editAction(t('ui:resource.edit')) : undefined}
    />
  );
}

/** Ubah only on a PENDING shipment (a completed or cancelled one is read-only). */
const editAction = (label: string) => (shipment: Shipment) =>
  shipment.status !== 'PENDING' ? [] : [{ id: 'edit', label, to: editPath(shipment) }];

/** The plate as typed (spaces kept while typing, nothing lost while the URL follows); the URL holds it trimmed. */
function PlateFilter({ value, onChange }: { value: string | undefined; onChange(plate: string | undefined): void }) {
  const { text, setText, sent } = useEchoedText(value ?? '');
  return (
    <TextInput
      type="search"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        sent(event.target.value);
        onChange(event.target.value.trim() || undefined);
      }}
    />
  );
}
