import type { Fleet } from '../../../../contract/fleets';
import { formatRecordId } from '../../../lib/record-id';
import { ResourcePicker, type RecordPickerProps, type ResourceLookup } from '../ResourcePicker/ResourcePicker';
import { FLEETS } from '../../../../contract/areas';

const option = (fleet: Fleet) => ({ value: fleet.id, label: fleet.plate, description: fleet.model });
const base = { path: FLEETS.api, readOne: FLEETS.permission.read, toOption: option, idLabel: (id: number) => formatRecordId('fleet', id) } as const;
const lookups: Record<'all' | 'active', ResourceLookup<Fleet>> = {
  all: { ...base, params: { sort: 'plate', status: 'all' } },
  active: { ...base, params: { sort: 'plate', status: 'active' } },
};

export interface FleetPickerProps extends RecordPickerProps {
  /**
   * Offer active fleets only (a new shipment): an inactive fleet already chosen (an old
   * shipment) still shows by its plate.
   */
  activeOnly?: boolean;
}

/** A fleet by plate or model (read-fleets), with its model beneath. */
export function FleetPicker({ activeOnly = false, ...props }: FleetPickerProps) {
  return <ResourcePicker lookup={lookups[activeOnly ? 'active' : 'all']} {...props} />;
}
