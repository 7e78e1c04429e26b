import { AreaEditForm } from '../../../components/resource/AreaForm/AreaForm';
import { FLEET_FORM } from '../components/FleetFields';

/** /fleets/:fleetId/edit (update-fleet): saved with the version it was loaded at. */
export default function FleetEditScreen() {
  return <AreaEditForm form={FLEET_FORM} />;
}
