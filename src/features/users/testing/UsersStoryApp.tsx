/**
 * Stories only: the users screens on a data router (route params, useBlocker) inside what the
 * signed-in shell gives them — API clients bound to a session, the permission set, toasts,
 * alerts, a <main> with the page's h1. Built from lib and components alone, since a feature may
 * not import app (ARCHITECTURE); the stories bring the session from the mock API's scenarios.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation, useMatches } from 'react-router-dom';
import { AlertProvider } from '../../../components/feedback/AlertProvider/AlertProvider';
import { ToastProvider } from '../../../components/feedback/Toast/ToastProvider';
import { toPermissionSet } from '../../../lib/access/access';
import { AccessContext, type Access } from '../../../lib/access/AccessContext';
import { ApiContext, type ApiClients } from '../../../lib/api/ApiContext';
import { createApiClient } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import RemovedUsersScreen from '../screens/RemovedUsersScreen';
import UserActivitiesScreen from '../screens/UserActivitiesScreen';
import UserCreateScreen from '../screens/UserCreateScreen';
import UserDetailScreen from '../screens/UserDetailScreen';
import UserEditScreen from '../screens/UserEditScreen';
import UsersListScreen from '../screens/UsersListScreen';
import UsersLogScreen from '../screens/UsersLogScreen';

export interface StorySessionProps {
  userId: number;
  accessToken: string;
  permissions: readonly string[];
}

/** The API clients and access of a signed-in user, without the sign-in flow. */
export function SignedIn({ session, children }: { session: StorySessionProps; children: ReactNode }) {
  // The first session wins: a story's render may be called again with a freshly issued token.
  const [fixed] = useState(session);
  const clients = useMemo<ApiClients>(() => {
    const auth = {
      getAccessToken: () => fixed.accessToken,
      refresh: () => Promise.reject(new ApiError(400, 'INVALID_REFRESH_TOKEN', 'No refresh in stories')),
    };
    return { api: createApiClient({ auth }), longApi: createApiClient({ auth }) };
  }, [fixed]);
  const access = useMemo<Access>(
    () => ({ userId: fixed.userId, permissions: toPermissionSet(fixed.permissions), ready: true }),
    [fixed],
  );
  return (
    <ApiContext.Provider value={clients}>
      <AccessContext.Provider value={access}>
        <AlertProvider>
          <ToastProvider>{children}</ToastProvider>
        </AlertProvider>
      </AccessContext.Provider>
    </ApiContext.Provider>
  );
}

const titles: Record<string, string> = {
  list: 'routes.usersData',
  removed: 'routes.usersRemoved',
  logs: 'routes.usersLogs',
  activities: 'routes.usersActivities',
  create: 'routes.usersNew',
  edit: 'routes.usersEdit',
  detail: 'routes.usersDetail',
};

/** What the shell shows around a screen: the page's h1 (docs/product/layout.md) and, for the tests, the URL. */
function Page() {
  const { t } = useTranslation('common');
  const matches = useMatches();
  const location = useLocation();
  const id = matches[matches.length - 1]?.id ?? '';
  return (
    <main style={{ padding: 24 }}>
      <h1 style={{ marginTop: 0 }}>{titles[id] ? t(titles[id]) : id}</h1>
      <Outlet />
      <output aria-label="URL" className="visually-hidden">
        {location.pathname}
        {location.search}
      </output>
    </main>
  );
}

function Stub({ title }: { title: string }) {
  return (
    <p>
      {title} <Link to="/users/data">/users/data</Link>
    </p>
  );
}

export interface UsersStoryAppProps {
  /** Where the story starts, as typed in the address bar. */
  path: string;
  session: StorySessionProps;
}

/** Every users screen at its real path (docs/product/routes.md), so links and redirects between them work. */
export function UsersStoryApp({ path, session }: UsersStoryAppProps) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: <Page />,
          children: [
            { id: 'list', path: '/users/data', element: <UsersListScreen /> },
            { id: 'removed', path: '/users/data/removed', element: <RemovedUsersScreen /> },
            { id: 'logs', path: '/users/logs', element: <UsersLogScreen /> },
            { id: 'activities', path: '/users/activities/logs', element: <UserActivitiesScreen /> },
            { id: 'create', path: '/users/new', element: <UserCreateScreen /> },
            { id: 'edit', path: '/users/:userId/edit', element: <UserEditScreen /> },
            { id: 'detail', path: '/users/:userId/detail', element: <UserDetailScreen /> },
            { id: 'Halaman 404', path: '/404', element: <Stub title="404" /> },
            { id: 'Detail peran', path: '/roles/:roleId/detail', element: <Stub title="Peran" /> },
          ],
        },
      ],
      { initialEntries: [path] },
    ),
  );
  return (
    <SignedIn session={session}>
      <RouterProvider router={router} />
    </SignedIn>
  );
}
