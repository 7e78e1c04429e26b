import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Shipment } from '../../../../contract/shipments';
import { updateShipmentSchema, type UpdateShipment } from '../../../../contract/shipments-input';
import { RecordGate } from '../../../components/resource/RecordGate/RecordGate';
import { ResourceForm } from '../../../components/resource/ResourceForm/ResourceForm';
import { parseId } from '../../../lib/route-params';
import { paths, routes } from '../../../lib/routes/routes';
import { useShipment, useUpdateShipment } from '../api/shipments-api';
import { CompletedNotice } from '../components/CompletedNotice';
import { SHIPMENT_FIELDS, ShipmentFields, shipmentFormValues } from '../components/ShipmentFields';
import { NS, useShipmentValues } from '../components/shipment-screens';

const VEHICLE = ['mode', 'fleetId', 'plate', 'driverName'] as const;

/**
 * The contract checks the vehicle as a whole, so a change to any part of it goes with the rest
 * (the rest as loaded: a field the person did not touch still holds the record's value).
 */
const withWholeVehicle = (shipment: Shipment, body: UpdateShipment): UpdateShipment =>
  VEHICLE.some((field) => field in body) ? { ...vehicleOf(shipment), ...body } : body;
const vehicleOf = (shipment: Shipment) => {
  const { mode, fleetId, plate, driverName } = shipmentFormValues(shipment);
  return { mode, fleetId, plate, driverName };
};

/**
 * /shipments/:shipmentId/edit (update-shipment): the vehicle and notes, saved with the version they
 * were loaded at, until the shipment is completed; a completed one says it is read-only.
 */
export default function ShipmentEditScreen() {
  const { t } = useTranslation(NS);
  const id = parseId(useParams().shipmentId);
  const shipment = useShipment(id, { revalidateOnFocus: false });
  const update = useUpdateShipment();
  const values = useShipmentValues();
  return (
    <RecordGate id={id} answer={shipment} listPath={paths.shipments.data()} ns={NS}>
      {(record) =>
        record.status !== 'PENDING' ? (
          <CompletedNotice shipment={record} />
        ) : (
          <ResourceForm
            key={record.id}
            ns={NS}
            label={t('form.editLabel', { number: record.number })}
            schema={updateShipmentSchema}
            fields={SHIPMENT_FIELDS}
            defaultValues={shipmentFormValues(record)}
            record={record}
            update={(shipmentId, body) => update(shipmentId, withWholeVehicle(record, body as UpdateShipment))}
            listPath={paths.shipments.data()}
            detailRoute={routes.shipments.detail}
            savedText={(saved) => t('toast.updated', { number: saved.number })}
            formatValue={(field, value) => String(values(field, value) ?? (value === null || value === '' ? '—' : value))}
          >
            {(fields) => <ShipmentFields {...fields} />}
          </ResourceForm>
        )
      }
    </RecordGate>
  );
}
