import { useTranslation } from 'react-i18next';
import { CustomerPicker } from '../../../components/pickers/CustomerPicker/CustomerPicker';
import { ResourceLog, useLogListState } from '../../../components/resource/ResourceLog/ResourceLog';
import { useCan, useCanOpen } from '../../../lib/access/AccessContext';
import { paths, routes } from '../../../lib/routes/routes';
import { useCustomerLogs } from '../api/customers-api';
import { NS } from '../components/customer-screens';
import { CUSTOMERS } from '../../../../contract/areas';

/** /customers/logs (read-customers-logs): every change to customers, as a readable diff. */
export default function CustomersLogScreen() {
  const { t } = useTranslation(NS);
  const can = useCan();
  const canOpen = useCanOpen();
  const { list, query } = useLogListState();
  const logs = useCustomerLogs(query);
  return (
    <ResourceLog
      ns={NS}
      list={list}
      answer={logs}
      caption={t('logs.caption')}
      recordLabel={t('logs.record')}
      canPickRecord={can(CUSTOMERS.permission.list)}
      recordPicker={(props) => <CustomerPicker {...props} />}
      detailPath={canOpen(routes.customers.detail) ? paths.customers.detail : undefined}
    />
  );
}
