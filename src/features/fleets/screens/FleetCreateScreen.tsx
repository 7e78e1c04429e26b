import { useTranslation } from 'react-i18next';
import { createFleetSchema } from '../../../../contract/fleets';
import { ResourceForm } from '../../../components/resource/ResourceForm/ResourceForm';
import { paths, routes } from '../../../lib/routes/routes';
import { useCreateFleet } from '../api/fleets-api';
import { FLEET_FIELDS, FleetFields, fleetFormValues } from '../components/FleetFields';
import { NS } from '../components/fleet-screens';

/** /fleets/new (create-fleet): the form, then the new fleet's page with a toast. */
export default function FleetCreateScreen() {
  const { t } = useTranslation(NS);
  const create = useCreateFleet();
  return (
    <ResourceForm
      ns={NS}
      label={t('form.createLabel')}
      schema={createFleetSchema}
      fields={FLEET_FIELDS}
      defaultValues={fleetFormValues()}
      create={create}
      listPath={paths.fleets.data()}
      detailRoute={routes.fleets.detail}
      savedText={(fleet) => t('toast.created', { name: fleet.plate })}
    >
      {(fields) => <FleetFields {...fields} />}
    </ResourceForm>
  );
}
