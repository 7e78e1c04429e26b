import { routes } from '../../../lib/routes/routes';
import type { StoryRoute } from '../../../../stories/harness/StoryHarness';
import DeliveryOrderCreateScreen from '../screens/DeliveryOrderCreateScreen';
import DeliveryOrderDetailScreen from '../screens/DeliveryOrderDetailScreen';
import DeliveryOrderEditScreen from '../screens/DeliveryOrderEditScreen';
import DeliveryOrdersImportScreen from '../screens/DeliveryOrdersImportScreen';
import DeliveryOrdersListScreen from '../screens/DeliveryOrdersListScreen';
import DeliveryOrdersLogScreen from '../screens/DeliveryOrdersLogScreen';

/** Stories only: every delivery-order screen at its real path (docs/product/routes.md), so links between them work. */
export const DELIVERY_ORDERS_ROUTES: readonly StoryRoute[] = [
  { path: routes.deliveryOrders.data.path, title: 'Data DO', element: <DeliveryOrdersListScreen /> },
  { path: routes.deliveryOrders.logs.path, title: 'Data Log DO', element: <DeliveryOrdersLogScreen /> },
  { path: routes.deliveryOrders.new.path, title: 'Tambah DO', element: <DeliveryOrderCreateScreen /> },
  { path: routes.deliveryOrders.edit.path, title: 'Ubah DO', element: <DeliveryOrderEditScreen /> },
  { path: routes.deliveryOrders.detail.path, title: 'Detail DO', element: <DeliveryOrderDetailScreen /> },
  { path: routes.deliveryOrders.import!.path, title: 'Impor DO', element: <DeliveryOrdersImportScreen /> },
];
