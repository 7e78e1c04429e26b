import { FLEETS } from '../../../../contract/areas';
import { FleetPicker } from '../../../components/pickers/FleetPicker/FleetPicker';
import { AreaLog } from '../../../components/resource/AreaLog/AreaLog';
import { useFleetValues } from '../components/fleet-screens';

/** /fleets/logs (read-fleets-logs): every change to fleets, as a readable diff. */
export default function FleetsLogScreen() {
  const values = useFleetValues();
  return <AreaLog area={FLEETS} picker={FleetPicker} formatValue={values} />;
}
