import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { updateFleetSchema } from '../../../../contract/fleets';
import { RecordGate } from '../../../components/resource/RecordGate/RecordGate';
import { ResourceForm } from '../../../components/resource/ResourceForm/ResourceForm';
import { parseId } from '../../../lib/route-params';
import { paths, routes } from '../../../lib/routes/routes';
import { useFleet, useUpdateFleet } from '../api/fleets-api';
import { FLEET_FIELDS, FleetFields, fleetFormValues } from '../components/FleetFields';
import { NS } from '../components/fleet-screens';

/** /fleets/:fleetId/edit (update-fleet): saved with the version it was loaded at. */
export default function FleetEditScreen() {
  const { t } = useTranslation(NS);
  const id = parseId(useParams().fleetId);
  // The form keeps what was loaded; refetching on focus would only hide a conflict until save.
  const fleet = useFleet(id, { revalidateOnFocus: false });
  const update = useUpdateFleet();
  return (
    <RecordGate id={id} answer={fleet} listPath={paths.fleets.data()} ns={NS}>
      {(record) => (
        <ResourceForm
          key={record.id}
          ns={NS}
          label={t('form.editLabel')}
          schema={updateFleetSchema}
          fields={FLEET_FIELDS}
          defaultValues={fleetFormValues(record)}
          record={record}
          update={update}
          listPath={paths.fleets.data()}
          detailRoute={routes.fleets.detail}
          savedText={(fleet) => t('toast.updated', { name: fleet.plate })}
        >
          {(fields) => <FleetFields {...fields} />}
        </ResourceForm>
      )}
    </RecordGate>
  );
}
