import { routes } from '../../../lib/routes/routes';
import type { StoryRoute } from '../../../../stories/harness/StoryHarness';
import ItemCreateScreen from '../screens/ItemCreateScreen';
import ItemDetailScreen from '../screens/ItemDetailScreen';
import ItemEditScreen from '../screens/ItemEditScreen';
import ItemsImportScreen from '../screens/ItemsImportScreen';
import ItemsListScreen from '../screens/ItemsListScreen';
import ItemsLogScreen from '../screens/ItemsLogScreen';

/** Stories only: every items screen at its real path (docs/product/routes.md), so links between them work. */
export const ITEMS_ROUTES: readonly StoryRoute[] = [
  { path: routes.items.data.path, title: 'Data Barang', element: <ItemsListScreen /> },
  { path: routes.items.logs.path, title: 'Data Log Barang', element: <ItemsLogScreen /> },
  { path: routes.items.new.path, title: 'Tambah Barang', element: <ItemCreateScreen /> },
  { path: routes.items.edit.path, title: 'Ubah Barang', element: <ItemEditScreen /> },
  { path: routes.items.detail.path, title: 'Detail Barang', element: <ItemDetailScreen /> },
  { path: routes.items.import!.path, title: 'Impor Barang', element: <ItemsImportScreen /> },
];
