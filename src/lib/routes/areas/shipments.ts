import { DELIVERY_ORDERS, FLEETS, SHIPMENTS } from '../../../../contract/areas';
import { defineArea, resourcePages } from '../define';

const { permission } = SHIPMENTS;

/** Shipments (docs/product/routes.md), with the screen that manages a shipment's delivery orders and the surat jalan. */
export const shipments = defineArea({
  declaration: SHIPMENTS,
  routes: {
    ...resourcePages(SHIPMENTS),
    deliveryOrders: { path: '/shipments/:shipmentId/delivery-orders', permissions: [permission.update, DELIVERY_ORDERS.permission.list], screen: 'shipments/screens/ShipmentDeliveryOrdersScreen' },
    print: { path: '/shipments/:shipmentId/print', permissions: [permission.read], screen: 'deliveryNotes/screens/ShipmentPrintScreen' },
    printBatch: { path: '/shipments/print', permissions: [permission.list, permission.read], screen: 'deliveryNotes/screens/ShipmentsPrintBatchScreen' },
  },
  // docs/product/routes.md: "Tambah Pengiriman" asks for the delivery orders and fleets its form picks from.
  menu: ['data', { route: 'new', alsoNeeds: [DELIVERY_ORDERS.permission.list, FLEETS.permission.list] }, 'logs'],
});
