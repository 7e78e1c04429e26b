import { CUSTOMERS, DELIVERY_ORDERS, ITEMS } from '../../../../contract/areas';
import { defineArea, resourcePages } from '../define';

/** The forms pick customers and items, so they need reading those. */
const pickers = [CUSTOMERS.permission.list, ITEMS.permission.list];

/** Delivery orders (docs/product/routes.md). */
export const deliveryOrders = defineArea({
  declaration: DELIVERY_ORDERS,
  routes: resourcePages(DELIVERY_ORDERS, { new: pickers, edit: pickers }),
  menu: ['data', 'new', 'logs'],
});
