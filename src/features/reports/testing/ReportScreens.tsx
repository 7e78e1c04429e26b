import { routes } from '../../../lib/routes/routes';
import { StoryScreen, type StorySession } from '../../../../stories/harness/StoryHarness';
import OutgoingItemsReportScreen from '../screens/OutgoingItemsReportScreen';

/** Stories only: the outgoing-items report at its path (with `path`'s query), signed in with `session`. */
export function ReportScreens({ session, path }: { session: () => StorySession; path: string }) {
  return (
    <StoryScreen path={path} routes={[{ path: routes.reports.outgoingItems.path, title: 'Laporan Pengeluaran Barang', element: <OutgoingItemsReportScreen /> }]} session={session} />
  );
}
