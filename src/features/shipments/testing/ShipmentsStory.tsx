import type { SeededRoleName } from '../../../../contract/permissions';
import { storySession } from '../../../mocks/scenarios/resources';
import { StoryScreen } from '../../../lib/testing/StoryScreen';
import { SHIPMENTS_ROUTES, SHIPMENTS_STUBS } from './routes';

/** Stories only: a shipments screen at `path`, signed in as the role's demo user (or with only `permissions`). */
export function ShipmentsStory({ path, role, permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={SHIPMENTS_ROUTES} stubs={SHIPMENTS_STUBS} session={storySession(role, permissions)} />;
}
