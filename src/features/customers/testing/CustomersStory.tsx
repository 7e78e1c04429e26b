import type { SeededRoleName } from '../../../../contract/permissions';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { StoryScreen } from '../../../lib/testing/StoryScreen';
import CustomerCreateScreen from '../screens/CustomerCreateScreen';
import CustomerDetailScreen from '../screens/CustomerDetailScreen';
import CustomerEditScreen from '../screens/CustomerEditScreen';
import CustomersListScreen from '../screens/CustomersListScreen';
import CustomersLogScreen from '../screens/CustomersLogScreen';

export interface CustomersStoryProps {
  /** Where the story starts, as typed in the address bar. */
  path: string;
  role?: SeededRoleName;
  /** A narrower permission set than the role's. */
  permissions?: string[];
}

/** Stories only: every customers screen at its real path (SPEC §3), so links between them work. */
export function CustomersStory({ path, role = 'Master', permissions }: CustomersStoryProps) {
  return (
    <StoryScreen
      path={path}
      session={() => ({ ...storySessionOf(role), ...(permissions ? { permissions } : {}) })}
      routes={[
        { path: '/customers/data', title: 'Data Kustomer', element: <CustomersListScreen /> },
        { path: '/customers/logs', title: 'Data Log Kustomer', element: <CustomersLogScreen /> },
        { path: '/customers/new', title: 'Tambah Kustomer', element: <CustomerCreateScreen /> },
        { path: '/customers/:customerId/edit', title: 'Ubah Kustomer', element: <CustomerEditScreen /> },
        { path: '/customers/:customerId/detail', title: 'Detail Kustomer', element: <CustomerDetailScreen /> },
      ]}
    />
  );
}
