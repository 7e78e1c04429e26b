import type { Shipment } from '../../../../contract/shipments';
import { ResourcePicker, type RecordPickerProps, type ResourceLookup } from '../../../components/pickers/ResourcePicker/ResourcePicker';
import { SHIPMENTS } from '../../../../contract/areas';

const number = (id: number) => `S-${String(id).padStart(6, '0')}`;
const lookup: ResourceLookup<Shipment> = {
  path: SHIPMENTS.api,
  params: { sort: '-createdAt' },
  readOne: SHIPMENTS.permission.read,
  toOption: (shipment) => ({ value: shipment.id, label: shipment.number, description: shipment.plate }),
  idLabel: number,
};

/** A shipment by number, plate or driver (read-shipments), newest first: the change log's record filter. */
export function ShipmentPicker(props: RecordPickerProps) {
  return <ResourcePicker lookup={lookup} {...props} />;
}
