import { StoryScreen, type StorySession } from '../../../../stories/harness/StoryHarness';
import { SHIPMENTS_ROUTES, SHIPMENTS_STUBS } from './routes';

/** Stories only: the shipments screens at their paths, starting at `path`, signed in with `session`. */
export function ShipmentsScreens({ path, session }: { path: string; session: () => StorySession }) {
  return <StoryScreen path={path} routes={SHIPMENTS_ROUTES} stubs={SHIPMENTS_STUBS} session={session} />;
}
