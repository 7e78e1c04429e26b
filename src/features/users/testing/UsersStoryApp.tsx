/**
 * Stories only: every users screen at its real path (docs/product/routes.md) in the shared story
 * harness (src/lib/testing/StoryScreen.tsx), so links and redirects between them work.
 */
import { useTranslation } from 'react-i18next';
import { StoryScreen, type StoryRoute, type StorySession } from '../../../lib/testing/StoryScreen';
import RemovedUsersScreen from '../screens/RemovedUsersScreen';
import UserActivitiesScreen from '../screens/UserActivitiesScreen';
import UserCreateScreen from '../screens/UserCreateScreen';
import UserDetailScreen from '../screens/UserDetailScreen';
import UserEditScreen from '../screens/UserEditScreen';
import UsersListScreen from '../screens/UsersListScreen';
import UsersLogScreen from '../screens/UsersLogScreen';

export { SignedIn } from '../../../lib/testing/StoryScreen';

/** The page name as the shell shows it, in the story's language. */
function RouteTitle({ name }: { name: string }) {
  const { t } = useTranslation('common');
  return <>{t(`routes.${name}`)}</>;
}

const ROUTES: readonly StoryRoute[] = [
  { path: '/users/data', title: <RouteTitle name="usersData" />, element: <UsersListScreen /> },
  { path: '/users/data/removed', title: <RouteTitle name="usersRemoved" />, element: <RemovedUsersScreen /> },
  { path: '/users/logs', title: <RouteTitle name="usersLogs" />, element: <UsersLogScreen /> },
  { path: '/users/activities/logs', title: <RouteTitle name="usersActivities" />, element: <UserActivitiesScreen /> },
  { path: '/users/new', title: <RouteTitle name="usersNew" />, element: <UserCreateScreen /> },
  { path: '/users/:userId/edit', title: <RouteTitle name="usersEdit" />, element: <UserEditScreen /> },
  { path: '/users/:userId/detail', title: <RouteTitle name="usersDetail" />, element: <UserDetailScreen /> },
];
const STUBS: readonly StoryRoute[] = [{ path: '/roles/:roleId/detail', title: 'Detail peran', element: null }];

export interface UsersStoryAppProps {
  /** Where the story starts, as typed in the address bar. */
  path: string;
  session: StorySession;
}

export function UsersStoryApp({ path, session }: UsersStoryAppProps) {
  return <StoryScreen session={() => session} routes={ROUTES} stubs={STUBS} path={path} />;
}
