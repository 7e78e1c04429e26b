import type { Fleet } from '../../../../contract/fleets';
import { formatRecordId } from '../../../lib/record-id';
import { ResourcePicker, statusLookups, type ActiveOnlyProps, type RecordPickerProps } from '../ResourcePicker/ResourcePicker';
import { FLEETS } from '../../../../contract/areas';

const lookups = statusLookups<Fleet>({
  path: FLEETS.api,
  params: { sort: 'plate' },
  readOne: FLEETS.permission.read,
  toOption: (fleet) => ({ value: fleet.id, label: fleet.plate, description: fleet.model }),
  idLabel: (id) => formatRecordId('fleet', id),
});

/** A fleet by plate or model (read-fleets), with its model beneath. */
export function FleetPicker({ activeOnly = false, ...props }: RecordPickerProps<Fleet> & ActiveOnlyProps) {
  return <ResourcePicker lookup={lookups[activeOnly ? 'active' : 'all']} {...props} />;
}
