import { useTranslation } from 'react-i18next';
import { createFleetSchema } from '../../../../contract/fleets';
import { ResourceForm } from '../../../components/resource/ResourceForm/ResourceForm';
import { useCreateFleet } from '../api/create-fleet';
import { FLEET_FIELDS, FleetFields, fleetFormValues } from '../components/FleetFields';
import { LIST_PATH, NS } from '../components/fleet-screens';

/** /fleets/new (create-fleet): the form, then back to the list with a toast. */
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
      listPath={LIST_PATH}
      savedText={(fleet) => t('toast.created', { name: fleet.plate })}
    >
      {(fields) => <FleetFields {...fields} />}
    </ResourceForm>
  );
}
