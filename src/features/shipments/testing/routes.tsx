import { routes } from '../../../lib/routes/routes';
import type { StoryRoute } from '../../../../stories/harness/StoryHarness';
import ShipmentCreateScreen from '../screens/ShipmentCreateScreen';
import ShipmentDeliveryOrdersScreen from '../screens/ShipmentDeliveryOrdersScreen';
import ShipmentDetailScreen from '../screens/ShipmentDetailScreen';
import ShipmentEditScreen from '../screens/ShipmentEditScreen';
import ShipmentsListScreen from '../screens/ShipmentsListScreen';
import ShipmentsLogScreen from '../screens/ShipmentsLogScreen';

/**
 * Stories only: every shipments screen at its real path (docs/product/routes.md), so links between
 * them work.
 */
export const SHIPMENTS_ROUTES: readonly StoryRoute[] = [
  { path: routes.shipments.data.path, title: 'Data Pengiriman', element: <ShipmentsListScreen /> },
  { path: routes.shipments.logs.path, title: 'Data Log Pengiriman', element: <ShipmentsLogScreen /> },
  { path: routes.shipments.new.path, title: 'Tambah Pengiriman', element: <ShipmentCreateScreen /> },
  { path: routes.shipments.edit.path, title: 'Ubah Pengiriman', element: <ShipmentEditScreen /> },
  { path: routes.shipments.detail.path, title: 'Detail Pengiriman', element: <ShipmentDetailScreen /> },
  { path: routes.shipments.deliveryOrders.path, title: 'DO dalam Pengiriman', element: <ShipmentDeliveryOrdersScreen /> },
];

/** Pages outside the area the screens link to. */
export const SHIPMENTS_STUBS: readonly StoryRoute[] = [{ path: routes.deliveryOrders.detail.path, title: 'Detail DO', element: null }];
