import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Toolbar } from '../../../components/layout/ScreenParts/ScreenParts';
import { RecordGate } from '../../../components/resource/RecordGate/RecordGate';
import { ResourceDetail } from '../../../components/resource/ResourceDetail/ResourceDetail';
import { PrintRecord } from '../../../components/delivery/PrintRecord/PrintRecord';
import { ButtonLink } from '../../../components/ui/ButtonLink/ButtonLink';
import { useCan, useCanOpen } from '../../../lib/access/AccessContext';
import { useFormatter } from '../../../lib/format';
import { formatUnitQuantities } from '../../../lib/unit-quantities';
import { parseId } from '../../../lib/route-params';
import { paths, routes } from '../../../lib/routes/routes';
import { shipmentsApi, useShipment } from '../api/shipments-api';
import { CancelShipment } from '../components/CancelShipment';
import { ProofPhoto } from '../components/ProofPhoto';
import { ShipmentOrders } from '../components/ShipmentOrders';
import { NS, ShipmentStatusBadge, useShipmentValues } from '../components/shipment-screens';
import { SHIPMENTS } from '../../../../contract/areas';

/**
 * /shipments/:shipmentId/detail (read-shipment): the vehicle, the DOs with destinations and
 * quantities, the proof photo (view, upload), the change log with read-shipments-logs; Ubah, the
 * DO screen and Batalkan while the shipment is PENDING; a cancelled one shows when and why.
 */
export default function ShipmentDetailScreen() {
  const { t } = useTranslation(NS);
  const format = useFormatter();
  const can = useCan();
  const canOpen = useCanOpen();
  const values = useShipmentValues();
  const id = parseId(useParams().shipmentId);
  const shipment = useShipment(id);
  return (
    <RecordGate id={id} answer={shipment} listPath={paths.shipments.data()} ns={NS}>
      {(record) => {
        const open = record.status === 'PENDING';
        const kg = (value: number | null) => (value === null ? null : t('ui:resource.kg', { value: format.number(value) }));
        const mayManage = open && canOpen(routes.shipments.deliveryOrders);
        const mayCancel = open && can(SHIPMENTS.permission.update);
        return (
          <>
            {(mayManage || mayCancel) && (
              <Toolbar>
                {mayCancel && <CancelShipment shipment={record} />}
                {mayManage && <ButtonLink to={paths.shipments.deliveryOrders(record.id)}>{t('detail.manageDeliveryOrders')}</ButtonLink>}
              </Toolbar>
            )}
            <ResourceDetail
              title={record.number}
              items={[
                { id: 'status', label: t('fields.status'), value: <ShipmentStatusBadge status={record.status} /> },
                { id: 'mode', label: t('fields.mode'), value: t(`mode.${record.mode}`) },
                { id: 'plate', label: t('fields.plate'), value: record.plate },
                ...(record.mode === 'ANTAR' ? [{ id: 'fleetModel', label: t('fields.fleetModel'), value: record.fleetModel }] : []),
                { id: 'driverName', label: t('fields.driverName'), value: record.driverName },
                ...(record.mode === 'ANTAR' ? [{ id: 'capacity', label: t('fields.capacityKg'), value: kg(record.fleetCapacityKg) }] : []),
                { id: 'load', label: t('fields.loadKg'), value: kg(record.loadKg) },
                // Per unit: 20 DUS and 30 KARUNG are not 50 of anything.
                {
                  id: 'totalQuantity',
                  label: t('fields.totalQuantity'),
                  value: formatUnitQuantities(
                    record.deliveryOrders.flatMap((order) => order.lines),
                    format,
                  ),
                },
                { id: 'notes', label: t('fields.notes'), value: record.notes, wide: true },
                { id: 'createdBy', label: t('fields.createdBy'), value: record.createdBy?.name },
                { id: 'createdAt', label: t('fields.createdAt'), value: format.dateTime(record.createdAt) },
                ...(record.status === 'BATAL'
                  ? [
                      { id: 'cancelledAt', label: t('fields.cancelledAt'), value: record.cancelledAt && format.dateTime(record.cancelledAt) },
                      { id: 'cancelReason', label: t('fields.cancelReason'), value: record.cancelReason, wide: true },
                    ]
                  : [{ id: 'completedAt', label: t('fields.completedAt'), value: record.completedAt ? format.dateTime(record.completedAt) : t('detail.notCompleted') }]),
              ]}
              editPath={open && canOpen(routes.shipments.edit) ? paths.shipments.edit(record.id) : undefined}
              related={
                <>
                  {record.deliveryOrders.length > 0 && record.status !== 'BATAL' && canOpen(routes.shipments.print) && (
                    <PrintRecord print={record.print} action={<ButtonLink to={paths.shipments.print(record.id)}>{t('detail.print')}</ButtonLink>} />
                  )}
                  <ShipmentOrders shipment={record} />
                  <ProofPhoto shipment={record} />
                </>
              }
              log={can(SHIPMENTS.permission.logs) ? { path: shipmentsApi.path, ns: NS, recordId: record.id, formatValue: values } : undefined}
            />
          </>
        );
      }}
    </RecordGate>
  );
}
