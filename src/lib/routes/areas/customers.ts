import { defineArea } from '../define';

/** Customers (docs/product/routes.md): who the business delivers to, with their default delivery address. */
export const customers = defineArea({
  id: 'customers',
  namespace: 'customers',
  entity: 'customer',
  routes: {
    data: { path: '/customers/data', permissions: ['read-customers'], screen: 'customers/screens/CustomersListScreen' },
    logs: { path: '/customers/logs', permissions: ['read-customers-logs'], screen: 'customers/screens/CustomersLogScreen' },
    new: { path: '/customers/new', permissions: ['create-customer'], screen: 'customers/screens/CustomerCreateScreen' },
    edit: { path: '/customers/:customerId/edit', permissions: ['update-customer'], screen: 'customers/screens/CustomerEditScreen' },
    detail: { path: '/customers/:customerId/detail', permissions: ['read-customer'], screen: 'customers/screens/CustomerDetailScreen' },
  },
  // docs/product/routes.md: the menu's "Tambah Kustomer" asks for read-roles too, as the original does.
  menu: ['data', { route: 'new', alsoNeeds: ['read-roles'] }, 'logs'],
});
