import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DeliveryOrder, DeliveryOrderLine } from '../../../../contract/delivery-orders';
import { DataTable, type Column } from '../../../components/data/DataTable/DataTable';
import { useCanOpen } from '../../../lib/access/AccessContext';
import { useFormatter } from '../../../lib/format';
import { formatQuantity, formatUnitQuantities } from '../../../lib/unit-quantities';
import { paths, routes } from '../../../lib/routes/routes';
import { NS } from './delivery-order-screens';

type Shipment = DeliveryOrder['shipments'][number];
const QUANTITIES = ['quantity', 'pending', 'inProcess', 'delivered', 'remaining'] as const;
/** What receipts found short and what of it was written off: columns only on a DO that has any. */
const SHORTFALLS = ['shortfall', 'writtenOff'] as const;

/**
 * Per line: ordered, pending (not on any shipment), in process, delivered and remaining, in the
 * item's unit; and, once a receipt found a line short, the shortfall and what was written off.
 */
export function DeliveryOrderLines({ order }: { order: DeliveryOrder }) {
  const { t } = useTranslation(NS);
  const format = useFormatter();
  const hasShortfall = order.lines.some((line) => line.shortfall > 0);
  const hasWrittenOff = order.lines.some((line) => line.writtenOff > 0);
  const columns = useMemo<Column<DeliveryOrderLine>[]>(
    () => [
      { id: 'item', header: t('lines.item'), cell: (line) => line.itemName, rowHeader: true },
      ...QUANTITIES.map(
        (field): Column<DeliveryOrderLine> => ({ id: field, header: t(`lines.${field}`), cell: (line) => formatQuantity(line[field], line.unit, format), align: 'end' }),
      ),
      ...SHORTFALLS.filter((field) => (field === 'shortfall' ? hasShortfall : hasWrittenOff)).map(
        (field): Column<DeliveryOrderLine> => ({
          id: field,
          header: t(`lines.${field}`),
          cell: (line) => (line[field] > 0 ? formatQuantity(line[field], line.unit, format) : '—'),
          align: 'end',
        }),
      ),
    ],
    [t, format, hasShortfall, hasWrittenOff],
  );
  return <DataTable caption={t('lines.caption')} columns={columns} rows={order.lines} getRowId={(line) => line.id} state="ready" />;
}

/** The shipments carrying part of the DO, each linked to its detail when the user may open it. */
export function DeliveryOrderShipments({ order }: { order: DeliveryOrder }) {
  const { t } = useTranslation(NS);
  const format = useFormatter();
  const canOpen = useCanOpen();
  const linked = canOpen(routes.shipments.detail);
  const columns = useMemo<Column<Shipment>[]>(
    () => [
      {
        id: 'number',
        header: t('shipments.number'),
        cell: (shipment) => (linked ? <Link to={paths.shipments.detail(shipment.id)}>{shipment.number}</Link> : shipment.number),
        rowHeader: true,
        wrap: 'never',
      },
      { id: 'mode', header: t('shipments.mode'), cell: (shipment) => t(`shipments.modes.${shipment.mode}`) },
      { id: 'plate', header: t('shipments.plate'), cell: (shipment) => shipment.plate, wrap: 'never' },
      { id: 'quantity', header: t('shipments.quantity'), cell: (shipment) => formatUnitQuantities(shipment.quantities, format), align: 'end' },
      { id: 'status', header: t('shipments.status'), cell: (shipment) => t(`shipments.statuses.${shipment.status}`) },
      { id: 'allocatedAt', header: t('shipments.allocatedAt'), cell: (shipment) => <time dateTime={shipment.allocatedAt}>{format.dateTime(shipment.allocatedAt)}</time> },
    ],
    [t, format, linked],
  );
  return (
    <DataTable
      caption={t('shipments.caption')}
      columns={columns}
      rows={order.shipments}
      getRowId={(shipment) => shipment.id}
      state="ready"
      emptyTitle={t('shipments.empty')}
      emptyText={t('shipments.emptyText')}
    />
  );
}
