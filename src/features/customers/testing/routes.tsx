import type { StoryRoute } from '../../../lib/testing/StoryScreen';
import CustomerCreateScreen from '../screens/CustomerCreateScreen';
import CustomerDetailScreen from '../screens/CustomerDetailScreen';
import CustomerEditScreen from '../screens/CustomerEditScreen';
import CustomersListScreen from '../screens/CustomersListScreen';
import CustomersLogScreen from '../screens/CustomersLogScreen';

/** Stories only: every customers screen at its real path (SPEC §3), so links between them work. */
export const CUSTOMERS_ROUTES: readonly StoryRoute[] = [
  { path: '/customers/data', title: 'Data Kustomer', element: <CustomersListScreen /> },
  { path: '/customers/logs', title: 'Data Log Kustomer', element: <CustomersLogScreen /> },
  { path: '/customers/new', title: 'Tambah Kustomer', element: <CustomerCreateScreen /> },
  { path: '/customers/:customerId/edit', title: 'Ubah Kustomer', element: <CustomerEditScreen /> },
  { path: '/customers/:customerId/detail', title: 'Detail Kustomer', element: <CustomerDetailScreen /> },
];
