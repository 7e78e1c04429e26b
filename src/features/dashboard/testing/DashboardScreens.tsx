import { routes } from '../../../lib/routes/routes';
import { StoryScreen, type StorySession } from '../../../../stories/harness/StoryHarness';
import DashboardScreen from '../screens/DashboardScreen';

const STUBS = [
  { path: routes.shipments.detail.path, title: 'Detail Pengiriman', element: null },
  { path: routes.shipments.data.path, title: 'Data Pengiriman', element: null },
  { path: routes.customers.data.path, title: 'Data Kustomer', element: null },
];

/** Stories only: the dashboard at /dashboard, signed in with `session`. */
export function DashboardScreens({ session, path = '/dashboard' }: { session: () => StorySession; path?: string }) {
  return <StoryScreen path={path} routes={[{ path: routes.dashboard.dashboard.path, title: 'Dashboard', element: <DashboardScreen /> }]} stubs={STUBS} session={session} />;
}
