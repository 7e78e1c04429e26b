import { CUSTOMERS } from '../../../../contract/areas';
import { CustomerPicker } from '../../../components/pickers/CustomerPicker/CustomerPicker';
import { AreaLog } from '../../../components/resource/AreaLog/AreaLog';

/** /customers/logs (read-customers-logs): every change to customers, as a readable diff. */
export default function CustomersLogScreen() {
  return <AreaLog area={CUSTOMERS} picker={CustomerPicker} />;
}
