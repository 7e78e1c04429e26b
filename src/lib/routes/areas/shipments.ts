import { defineArea, PENDING } from '../define';

/** Shipments (SPEC §3), with the screen that manages a shipment's delivery orders. */
export const shipments = defineArea({
  id: 'shipments',
  entity: 'shipment',
  routes: {
    data: { path: '/shipments/data', permissions: ['read-shipments'], screen: PENDING },
    logs: { path: '/shipments/logs', permissions: ['read-shipments-logs'], screen: PENDING },
    new: { path: '/shipments/new', permissions: ['create-shipment'], screen: PENDING },
    edit: { path: '/shipments/:shipmentId/edit', permissions: ['update-shipment'], screen: PENDING },
    detail: { path: '/shipments/:shipmentId/detail', permissions: ['read-shipment'], screen: PENDING },
    deliveryOrders: { path: '/shipments/:shipmentId/delivery-orders', permissions: ['update-shipment', 'read-delivery-orders'], screen: PENDING },
    print: { path: '/shipments/:shipmentId/print', permissions: ['read-shipment'], screen: 'deliveryNotes/screens/ShipmentPrintScreen' },
    printBatch: { path: '/shipments/print', permissions: ['read-shipments', 'read-shipment'], screen: 'deliveryNotes/screens/ShipmentsPrintBatchScreen' },
  },
  // SPEC §3: "Tambah Pengiriman" asks for the delivery orders and fleets its form picks from.
  menu: ['data', { route: 'new', alsoNeeds: ['read-delivery-orders', 'read-fleets'] }, 'logs'],
});
