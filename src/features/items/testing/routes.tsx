import type { StoryRoute } from '../../../lib/testing/StoryScreen';
import ItemCreateScreen from '../screens/ItemCreateScreen';
import ItemDetailScreen from '../screens/ItemDetailScreen';
import ItemEditScreen from '../screens/ItemEditScreen';
import ItemsListScreen from '../screens/ItemsListScreen';
import ItemsLogScreen from '../screens/ItemsLogScreen';

/** Stories only: every items screen at its real path (SPEC §3), so links between them work. */
export const ITEMS_ROUTES: readonly StoryRoute[] = [
  { path: '/items/data', title: 'Data Barang', element: <ItemsListScreen /> },
  { path: '/items/logs', title: 'Data Log Barang', element: <ItemsLogScreen /> },
  { path: '/items/new', title: 'Tambah Barang', element: <ItemCreateScreen /> },
  { path: '/items/:itemId/edit', title: 'Ubah Barang', element: <ItemEditScreen /> },
  { path: '/items/:itemId/detail', title: 'Detail Barang', element: <ItemDetailScreen /> },
];
