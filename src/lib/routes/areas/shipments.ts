import { defineArea } from '../define';

/** Shipments (docs/product/routes.md), with the screen that manages a shipment's delivery orders. */
export const shipments = defineArea({
  id: 'shipments',
  namespace: 'shipments',
  entity: 'shipment',
  routes: {
    data: { path: '/shipments/data', permissions: ['read-shipments'], screen: 'shipments/screens/ShipmentsListScreen' },
    logs: { path: '/shipments/logs', permissions: ['read-shipments-logs'], screen: 'shipments/screens/ShipmentsLogScreen' },
    new: { path: '/shipments/new', permissions: ['create-shipment'], screen: 'shipments/screens/ShipmentCreateScreen' },
    edit: { path: '/shipments/:shipmentId/edit', permissions: ['update-shipment'], screen: 'shipments/screens/ShipmentEditScreen' },
    detail: { path: '/shipments/:shipmentId/detail', permissions: ['read-shipment'], screen: 'shipments/screens/ShipmentDetailScreen' },
    deliveryOrders: { path: '/shipments/:shipmentId/delivery-orders', permissions: ['update-shipment', 'read-delivery-orders'], screen: 'shipments/screens/ShipmentDeliveryOrdersScreen' },
    print: { path: '/shipments/:shipmentId/print', permissions: ['read-shipment'], screen: 'deliveryNotes/screens/ShipmentPrintScreen' },
    printBatch: { path: '/shipments/print', permissions: ['read-shipments', 'read-shipment'], screen: 'deliveryNotes/screens/ShipmentsPrintBatchScreen' },
  },
  // docs/product/routes.md: "Tambah Pengiriman" asks for the delivery orders and fleets its form picks from.
  menu: ['data', { route: 'new', alsoNeeds: ['read-delivery-orders', 'read-fleets'] }, 'logs'],
});
