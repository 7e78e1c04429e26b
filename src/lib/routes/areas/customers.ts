import { defineArea, PENDING } from '../define';

/**
 * Customers (SPEC §3). A screen is pointed at with one line: `screen: 'customers/screens/CustomersListScreen'`
 * in place of PENDING (decision 162).
 */
export const customers = defineArea({
  id: 'customers',
  entity: 'customer',
  routes: {
    data: { path: '/customers/data', permissions: ['read-customers'], screen: PENDING },
    logs: { path: '/customers/logs', permissions: ['read-customers-logs'], screen: PENDING },
    new: { path: '/customers/new', permissions: ['create-customer'], screen: PENDING },
    edit: { path: '/customers/:customerId/edit', permissions: ['update-customer'], screen: PENDING },
    detail: { path: '/customers/:customerId/detail', permissions: ['read-customer'], screen: PENDING },
  },
  // SPEC §3: the menu's "Tambah Kustomer" asks for read-roles too, as the original does.
  menu: ['data', { route: 'new', alsoNeeds: ['read-roles'] }, 'logs'],
});
