import type { Customer } from '../../../../contract/customers';
import { formatRecordId } from '../../../lib/record-id';
import { ResourcePicker, type RecordPickerProps, type ResourceLookup } from '../ResourcePicker/ResourcePicker';

const lookup: ResourceLookup<Customer> = {
  path: '/api/customers',
  params: { sort: 'name' },
  readOne: 'read-customer',
  toOption: (customer) => ({ value: customer.id, label: customer.name, description: customer.address || customer.phone || undefined }),
  idLabel: (id) => formatRecordId('customer', id),
};

/** A customer by name, phone or email (read-customers), with the default address beneath. */
export function CustomerPicker(props: RecordPickerProps<Customer>) {
  return <ResourcePicker lookup={lookup} {...props} />;
}
