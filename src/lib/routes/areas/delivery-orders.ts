import { defineArea, PENDING } from '../define';

/** Delivery orders (SPEC §3): the forms pick customers and items, so they need reading those. */
export const deliveryOrders = defineArea({
  id: 'deliveryOrders',
  entity: 'deliveryOrder',
  routes: {
    data: { path: '/delivery-orders/data', permissions: ['read-delivery-orders'], screen: PENDING },
    logs: { path: '/delivery-orders/logs', permissions: ['read-delivery-orders-logs'], screen: PENDING },
    new: { path: '/delivery-orders/new', permissions: ['create-delivery-order', 'read-customers', 'read-items'], screen: PENDING },
    edit: {
      path: '/delivery-orders/:deliveryOrderId/edit',
      permissions: ['update-delivery-order', 'read-customers', 'read-items'],
      screen: PENDING,
    },
    detail: { path: '/delivery-orders/:deliveryOrderId/detail', permissions: ['read-delivery-order'], screen: PENDING },
  },
  menu: ['data', 'new', 'logs'],
});
