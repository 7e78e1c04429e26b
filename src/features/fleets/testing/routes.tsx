import type { StoryRoute } from '../../../lib/testing/StoryScreen';
import FleetCreateScreen from '../screens/FleetCreateScreen';
import FleetDetailScreen from '../screens/FleetDetailScreen';
import FleetEditScreen from '../screens/FleetEditScreen';
import FleetsListScreen from '../screens/FleetsListScreen';
import FleetsLogScreen from '../screens/FleetsLogScreen';

/** Stories only: every fleets screen at its real path (SPEC §3), so links between them work. */
export const FLEETS_ROUTES: readonly StoryRoute[] = [
  { path: '/fleets/data', title: 'Data Armada', element: <FleetsListScreen /> },
  { path: '/fleets/logs', title: 'Data Log Armada', element: <FleetsLogScreen /> },
  { path: '/fleets/new', title: 'Tambah Armada', element: <FleetCreateScreen /> },
  { path: '/fleets/:fleetId/edit', title: 'Ubah Armada', element: <FleetEditScreen /> },
  { path: '/fleets/:fleetId/detail', title: 'Detail Armada', element: <FleetDetailScreen /> },
];
