import { useTranslation } from 'react-i18next';
import { routes } from '../../../lib/routes/routes';
import type { StoryRoute } from '../../../../stories/harness/StoryHarness';
import RemovedUsersScreen from '../screens/RemovedUsersScreen';
import UserActivitiesScreen from '../screens/UserActivitiesScreen';
import UserCreateScreen from '../screens/UserCreateScreen';
import UserDetailScreen from '../screens/UserDetailScreen';
import UserEditScreen from '../screens/UserEditScreen';
import UsersListScreen from '../screens/UsersListScreen';
import UsersLogScreen from '../screens/UsersLogScreen';

/** The page name as the shell shows it, in the story's language. */
function RouteTitle({ name }: { name: string }) {
  const { t } = useTranslation('common');
  return <>{t(`routes.${name}`)}</>;
}

/** Stories only: every users screen at its real path (docs/product/routes.md), so links and redirects between them work. */
export const USERS_ROUTES: readonly StoryRoute[] = [
  { path: routes.users.data.path, title: <RouteTitle name="usersData" />, element: <UsersListScreen /> },
  { path: routes.users.removed.path, title: <RouteTitle name="usersRemoved" />, element: <RemovedUsersScreen /> },
  { path: routes.users.logs.path, title: <RouteTitle name="usersLogs" />, element: <UsersLogScreen /> },
  { path: routes.users.activities.path, title: <RouteTitle name="usersActivities" />, element: <UserActivitiesScreen /> },
  { path: routes.users.new.path, title: <RouteTitle name="usersNew" />, element: <UserCreateScreen /> },
  { path: routes.users.edit.path, title: <RouteTitle name="usersEdit" />, element: <UserEditScreen /> },
  { path: routes.users.detail.path, title: <RouteTitle name="usersDetail" />, element: <UserDetailScreen /> },
];

/** The role a user's pages link to, as a plain heading. */
export const USERS_STUBS: readonly StoryRoute[] = [{ path: routes.roles.detail.path, title: 'Detail peran', element: null }];
