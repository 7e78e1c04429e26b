import { useMemo } from 'react';
import { CUSTOMERS } from '../../../../contract/areas';
import type { Customer } from '../../../../contract/customers';
import type { Column } from '../../../components/data/DataTable/DataTable';
import { AreaList } from '../../../components/resource/AreaList/AreaList';
import { useRecordStatusColumn } from '../../../components/resource/RecordStatus/RecordStatus';
import { useFormatter } from '../../../lib/format';
import { useAreaWords } from '../../../lib/resource/area-words';

/** /customers/data (read-customers): search over name, phone and email; active/inactive/all; sort; pages. */
export default function CustomersListScreen() {
  const words = useAreaWords(CUSTOMERS.key);
  const format = useFormatter();
  const status = useRecordStatusColumn<Customer>();
  const columns = useMemo<Column<Customer>[]>(
    () => [
      { id: 'name', header: words('fields.name'), cell: (customer) => customer.name, sortable: true, rowHeader: true, width: '24%' },
      { id: 'phone', header: words('fields.phone'), cell: (customer) => customer.phone ?? '—', width: '160px' },
      { id: 'email', header: words('fields.email'), wrap: 'anywhere', cell: (customer) => customer.email ?? '—' },
      { id: 'address', header: words('fields.address'), cell: (customer) => customer.address || '—' },
      status,
      {
        id: 'updatedAt',
        header: words('fields.updatedAt'),
        cell: (customer) => <time dateTime={customer.updatedAt}>{format.date(customer.updatedAt)}</time>,
        sortable: true,
        width: '140px',
      },
    ],
    [words, format, status],
  );
  return <AreaList area={CUSTOMERS} columns={columns} />;
}
