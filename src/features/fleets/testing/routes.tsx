import { routes } from '../../../lib/routes/routes';
import type { StoryRoute } from '../../../../stories/harness/StoryHarness';
import FleetCreateScreen from '../screens/FleetCreateScreen';
import FleetDetailScreen from '../screens/FleetDetailScreen';
import FleetEditScreen from '../screens/FleetEditScreen';
import FleetsImportScreen from '../screens/FleetsImportScreen';
import FleetsListScreen from '../screens/FleetsListScreen';
import FleetsLogScreen from '../screens/FleetsLogScreen';

/** Stories only: every fleets screen at its real path (docs/product/routes.md), so links between them work. */
export const FLEETS_ROUTES: readonly StoryRoute[] = [
  { path: routes.fleets.data.path, title: 'Data Armada', element: <FleetsListScreen /> },
  { path: routes.fleets.logs.path, title: 'Data Log Armada', element: <FleetsLogScreen /> },
  { path: routes.fleets.new.path, title: 'Tambah Armada', element: <FleetCreateScreen /> },
  { path: routes.fleets.edit.path, title: 'Ubah Armada', element: <FleetEditScreen /> },
  { path: routes.fleets.detail.path, title: 'Detail Armada', element: <FleetDetailScreen /> },
  { path: routes.fleets.import!.path, title: 'Impor Armada', element: <FleetsImportScreen /> },
];
