import { defineArea } from '../define';

/** Delivery orders (docs/product/routes.md): the forms pick customers and items, so they need reading those. */
export const deliveryOrders = defineArea({
  id: 'deliveryOrders',
  namespace: 'deliveryOrders',
  entity: 'delivery-order',
  routes: {
    data: { path: '/delivery-orders/data', permissions: ['read-delivery-orders'], screen: 'deliveryOrders/screens/DeliveryOrdersListScreen' },
    logs: { path: '/delivery-orders/logs', permissions: ['read-delivery-orders-logs'], screen: 'deliveryOrders/screens/DeliveryOrdersLogScreen' },
    new: { path: '/delivery-orders/new', permissions: ['create-delivery-order', 'read-customers', 'read-items'], screen: 'deliveryOrders/screens/DeliveryOrderCreateScreen' },
    edit: {
      path: '/delivery-orders/:deliveryOrderId/edit',
      permissions: ['update-delivery-order', 'read-customers', 'read-items'],
      screen: 'deliveryOrders/screens/DeliveryOrderEditScreen',
    },
    detail: { path: '/delivery-orders/:deliveryOrderId/detail', permissions: ['read-delivery-order'], screen: 'deliveryOrders/screens/DeliveryOrderDetailScreen' },
  },
  menu: ['data', 'new', 'logs'],
});
