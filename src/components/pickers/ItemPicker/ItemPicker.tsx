import type { Item } from '../../../../contract/items';
import { formatRecordId } from '../../../lib/record-id';
import { ResourcePicker, statusLookups, type ActiveOnlyProps, type RecordPickerProps } from '../ResourcePicker/ResourcePicker';
import { ITEMS } from '../../../../contract/areas';

const lookups = statusLookups<Item>({
  path: ITEMS.api,
  params: { sort: 'name' },
  readOne: ITEMS.permission.read,
  toOption: (item) => ({ value: item.id, label: item.name, description: [item.code, item.unit].filter(Boolean).join(' · ') }),
  idLabel: (id) => formatRecordId('item', id),
});

/** An item by name or code (read-items), with its code and unit beneath. */
export function ItemPicker({ activeOnly = false, ...props }: RecordPickerProps<Item> & ActiveOnlyProps) {
  return <ResourcePicker lookup={lookups[activeOnly ? 'active' : 'all']} {...props} />;
}
