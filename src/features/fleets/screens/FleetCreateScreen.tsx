import { AreaCreateForm } from '../../../components/resource/AreaForm/AreaForm';
import { FLEET_FORM } from '../components/FleetFields';

/** /fleets/new (create-fleet): the form, then the new fleet's page with a toast. */
export default function FleetCreateScreen() {
  return <AreaCreateForm form={FLEET_FORM} />;
}
