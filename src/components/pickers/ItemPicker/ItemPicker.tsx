import type { Item } from '../../../../contract/items';
import { formatRecordId } from '../../../lib/record-id';
import { ResourcePicker, type RecordPickerProps, type ResourceLookup } from '../ResourcePicker/ResourcePicker';
import { ITEMS } from '../../../../contract/areas';

const lookup: ResourceLookup<Item> = {
  path: ITEMS.api,
  params: { sort: 'name' },
  readOne: ITEMS.permission.read,
  toOption: (item) => ({ value: item.id, label: item.name, description: [item.code, item.unit].filter(Boolean).join(' · ') }),
  idLabel: (id) => formatRecordId('item', id),
};

/** An item by name or code (read-items), with its code and unit beneath. */
export function ItemPicker(props: RecordPickerProps<Item>) {
  return <ResourcePicker lookup={lookup} {...props} />;
}
