import { CUSTOMERS, ROLES } from '../../../../contract/areas';
import { defineArea, resourcePages } from '../define';

/** Customers (docs/product/routes.md): who the business delivers to, with their default delivery address. */
export const customers = defineArea({
  declaration: CUSTOMERS,
  routes: resourcePages(CUSTOMERS),
  // docs/product/routes.md: the menu's "Tambah Kustomer" asks for read-roles too, as the original does.
  menu: ['data', { route: 'new', alsoNeeds: [ROLES.permission.list] }, 'logs'],
});
