import { routes } from '../../../lib/routes/routes';
import type { StoryRoute } from '../../../../stories/harness/StoryHarness';
import CustomerCreateScreen from '../screens/CustomerCreateScreen';
import CustomerDetailScreen from '../screens/CustomerDetailScreen';
import CustomerEditScreen from '../screens/CustomerEditScreen';
import CustomersImportScreen from '../screens/CustomersImportScreen';
import CustomersListScreen from '../screens/CustomersListScreen';
import CustomersLogScreen from '../screens/CustomersLogScreen';

/** Stories only: every customers screen at its real path (docs/product/routes.md), so links between them work. */
export const CUSTOMERS_ROUTES: readonly StoryRoute[] = [
  { path: routes.customers.data.path, title: 'Data Kustomer', element: <CustomersListScreen /> },
  { path: routes.customers.logs.path, title: 'Data Log Kustomer', element: <CustomersLogScreen /> },
  { path: routes.customers.new.path, title: 'Tambah Kustomer', element: <CustomerCreateScreen /> },
  { path: routes.customers.edit.path, title: 'Ubah Kustomer', element: <CustomerEditScreen /> },
  { path: routes.customers.detail.path, title: 'Detail Kustomer', element: <CustomerDetailScreen /> },
  { path: routes.customers.import!.path, title: 'Impor Kustomer', element: <CustomersImportScreen /> },
];
