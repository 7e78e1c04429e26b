/**
 * Stories only: a feature's screen on a data router (useBlocker needs one), signed in
 * through the shared layers alone (api client, access, session actions, toasts, alerts), so the
 * feature's stories need neither the auth feature nor the app. The stories hand in a session the
 * MSW mock issued (src/mocks/scenarios/account.ts `storySessionOf`).
 */
import { useMemo, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { AlertProvider } from '../../components/feedback/AlertProvider/AlertProvider';
import { ToastProvider } from '../../components/feedback/Toast/ToastProvider';
import { toPermissionSet } from '../access/access';
import { AccessContext, type Access } from '../access/AccessContext';
import { ApiContext, type ApiClients } from '../api/ApiContext';
import { createApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { SessionActionsContext, type SessionActions } from '../session-actions';

export interface StorySession {
  userId: number;
  accessToken: string;
  permissions: readonly string[];
}

export interface StoryRoute {
  path: string;
  /** The page name the shell would show as the h1 (a translated one for English stories). */
  title: ReactNode;
  element: ReactNode;
}

export interface StoryScreenProps {
  /** Called once, after the story's beforeEach has set up the mock db. */
  session: () => StorySession;
  routes: readonly StoryRoute[];
  /** Where the memory router starts. */
  path: string;
  /** Pages visited before `path`, for the browser's Back (a POP navigation). */
  before?: readonly string[];
  /** Further pages the screens link to, shown as plain headings (e.g. the area's list). */
  stubs?: readonly StoryRoute[];
}

/** Pages the screens link to, as plain headings, so a story can assert where it ended up. */
const STUBS: readonly StoryRoute[] = [
  { path: '/404', title: 'Halaman tidak ditemukan', element: null },
  { path: '/login', title: 'Masuk', element: null },
];

function Page({ title, children }: { title: ReactNode; children: ReactNode }) {
  const location = useLocation();
  return (
    <main style={{ padding: 24 }}>
      <h1 style={{ marginTop: 0 }}>{title}</h1>
      {children}
      <p hidden data-testid="location">
        {location.pathname + location.search}
      </p>
    </main>
  );
}

export function StoryScreen({ session: start, routes, path, before = [], stubs = [] }: StoryScreenProps) {
  const [session, setSession] = useState<StorySession | null>(start);
  const [router] = useState(() => {
    const own = new Set(routes.map((route) => route.path));
    const all = [...routes, ...[...stubs, ...STUBS].filter((stub) => !own.has(stub.path))];
    const objects: RouteObject[] = all.map((route) => ({
      path: route.path,
      element: <Page title={route.title}>{route.element}</Page>,
    }));
    return createMemoryRouter(objects, { initialEntries: [...before, path] });
  });

  const token = session?.accessToken ?? null;
  const clients = useMemo<ApiClients>(() => {
    const auth = {
      getAccessToken: () => token,
      // No refresh cookie in a story: an expired token ends the story's session.
      refresh: () => Promise.reject(new ApiError(400, 'INVALID_REFRESH_TOKEN', 'No refresh in stories')),
    };
    return { api: createApiClient({ auth }), longApi: createApiClient({ auth }) };
  }, [token]);
  const access = useMemo<Access>(
    () => ({ userId: session?.userId ?? null, permissions: toPermissionSet(session?.permissions ?? []), ready: true }),
    [session],
  );
  const actions = useMemo<SessionActions>(
    () => ({
      signOutLocally: async () => {
        setSession(null);
        await router.navigate('/login', { replace: true });
      },
    }),
    [router],
  );

  return (
    <AlertProvider>
      <ApiContext.Provider value={clients}>
        <AccessContext.Provider value={access}>
          <SessionActionsContext.Provider value={actions}>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </SessionActionsContext.Provider>
        </AccessContext.Provider>
      </ApiContext.Provider>
    </AlertProvider>
  );
}

/**
 * A component's stories: the API clients and access of a signed-in user around it, with alerts and
 * toasts, without a router or the sign-in flow. The first session wins: a story's render may be
 * called again with a freshly issued token.
 */
export function SignedIn({ session, children }: { session: StorySession; children: ReactNode }) {
  const [fixed] = useState(session);
  const clients = useMemo<ApiClients>(() => {
    const auth = {
      getAccessToken: () => fixed.accessToken,
      refresh: () => Promise.reject(new ApiError(400, 'INVALID_REFRESH_TOKEN', 'No refresh in stories')),
    };
    return { api: createApiClient({ auth }), longApi: createApiClient({ auth }) };
  }, [fixed]);
  const access = useMemo<Access>(() => ({ userId: fixed.userId, permissions: toPermissionSet(fixed.permissions), ready: true }), [fixed]);
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
