import type { Customer } from '../../../../contract/customers';
import { formatRecordId } from '../../../lib/record-id';
import { ResourcePicker, statusLookups, type ActiveOnlyProps, type RecordPickerProps } from '../ResourcePicker/ResourcePicker';
import { CUSTOMERS } from '../../../../contract/areas';

const lookups = statusLookups<Customer>({
  path: CUSTOMERS.api,
  params: { sort: 'name' },
  readOne: CUSTOMERS.permission.read,
  toOption: (customer) => ({ value: customer.id, label: customer.name, description: customer.address || customer.phone || undefined }),
  idLabel: (id) => formatRecordId('customer', id),
});

/** A customer by name, phone or email (read-customers), with the default address beneath. */
export function CustomerPicker({ activeOnly = false, ...props }: RecordPickerProps<Customer> & ActiveOnlyProps) {
  return <ResourcePicker lookup={lookups[activeOnly ? 'active' : 'all']} {...props} />;
}
