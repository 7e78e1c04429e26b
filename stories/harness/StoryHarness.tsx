/**
 * Stories only: the one harness every story renders the app's code in, on the app's own providers
 * (src/app/AppProvider.tsx: i18n, theme tokens, alerts and the session with its API clients), so a
 * story signs in, calls the API, refreshes and signs out the way the app does
 * (docs/decisions/326-one-story-harness-on-the-app-provider.md).
 *
 * - `AppHarness`: the whole app (router, guards, shell) at a path.
 * - `StoryScreen`: a feature's screens on a memory data router (useBlocker needs one), signed in
 *   with a session the MSW mock issued (src/mocks/scenarios/account.ts `storySessionOf`).
 * - `SignedIn`: one component of a signed-in user, without a router of its own.
 *
 * It lives beside the stories because src/lib and the features may not import src/app.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import type { Session } from '../../contract/auth';
import { AppProvider } from '../../src/app/AppProvider';
import { createAppMemoryRouter } from '../../src/app/router';
import { ToastProvider } from '../../src/components/feedback/Toast/ToastProvider';
import { useSession } from '../../src/features/auth/session/SessionContext';
import { toPermissionSet } from '../../src/lib/access/access';
import { AccessContext, type Access } from '../../src/lib/access/AccessContext';
import { ApiContext, useApi, type ApiClients } from '../../src/lib/api/ApiContext';
import type { ApiClient, RequestOptions } from '../../src/lib/api/client';
import { ApiError } from '../../src/lib/api/errors';
import { applyTheme, type ThemeMode } from '../../src/lib/color-scheme';

/** A session the mock issued (the contract's sign-in answer) and the role's permissions at that time. */
export type StorySession = Session & { permissions: readonly string[] };

export interface StoryRoute {
  path: string;
  /** The page name the shell would show as the h1 (a translated one for English stories). */
  title: ReactNode;
  element: ReactNode;
}

/** The memory router a story's pages run on. */
export type StoryRouter = ReturnType<typeof createMemoryRouter>;

/**
 * Every request of the story ends with it. The stories share one page: a request a story holds
 * back can reach the mock in a later story (an upload or an export outwaits the client's 30 s
 * timeout) and is answered 401, as a new mock db expires the old tokens
 * (docs/decisions/282-minified-styles-and-no-late-mock-writes.md); the session's refresh would
 * then renew it with the later story's refresh cookie and send it again into that story's data.
 * Aborted when the story unmounts, it never gets that far
 * (docs/decisions/326-one-story-harness-on-the-app-provider.md).
 */
function StoryLifetime({ children }: { children: ReactNode }) {
  const session = useApi();
  const lifetime = useRef<AbortController>(null);
  lifetime.current ??= new AbortController();
  useEffect(() => {
    if (lifetime.current?.signal.aborted) lifetime.current = new AbortController();
    const current = lifetime.current!;
    return () => current.abort();
  }, []);
  const clients = useMemo<ApiClients>(() => {
    const signal = () => lifetime.current!.signal;
    return { api: endingWith(session.api, signal), longApi: endingWith(session.longApi, signal) };
  }, [session]);
  return <ApiContext.Provider value={clients}>{children}</ApiContext.Provider>;
}

/** `client`, each request aborted once `signal()` is; the caller then sees a network failure. */
function endingWith(client: ApiClient, signal: () => AbortSignal): ApiClient {
  const ended = () => ApiError.network('NETWORK_ERROR', 'The story has ended');
  const request = async <T,>(path: string, options: RequestOptions = {}): Promise<T> => {
    const own = signal();
    if (own.aborted) throw ended();
    try {
      return await client.request<T>(path, { ...options, signal: options.signal ? AbortSignal.any([options.signal, own]) : own });
    } catch (error) {
      if (own.aborted && !options.signal?.aborted) throw ended();
      throw error;
    }
  };
  return {
    request,
    get: (path, options = {}) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options = {}) => request(path, { ...options, method: 'POST', body }),
    patch: (path, body, options = {}) => request(path, { ...options, method: 'PATCH', body }),
    put: (path, body, options = {}) => request(path, { ...options, method: 'PUT', body }),
    delete: (path, options = {}) => request(path, { ...options, method: 'DELETE' }),
    token: async (renew) => {
      if (signal().aborted) throw ended();
      return client.token(renew);
    },
    url: (path) => client.url(path),
  };
}

/**
 * The provider stack of every story that runs the app's code: AppProvider with the story's i18n
 * instance (the locale toolbar's) and, for a signed-in story, the session the mock issued, as a
 * sign-in would have left it. No start-up refresh runs here: that is the router's PersistLogin, and
 * only the whole app (AppHarness) has it.
 */
export function StoryProviders({ session = null, children }: { session?: StorySession | null; children: ReactNode }) {
  const { i18n } = useTranslation();
  const [initialSession] = useState<Session | null>(() =>
    session ? { userId: session.userId, username: session.username, accessToken: session.accessToken, roleId: session.roleId } : null,
  );
  return (
    <AppProvider i18n={i18n} initialSession={initialSession}>
      <StoryLifetime>{children}</StoryLifetime>
    </AppProvider>
  );
}

/**
 * What the signed-in shell adds around a page: the access of the signed-in user and the toasts. The
 * access is the permission list the mock issued with the session (the shell reads the same list from
 * GET /api/roles/my/permissions before it shows a page); it empties when the session ends.
 */
function SignedInShell({ permissions, children }: { permissions: readonly string[]; children: ReactNode }) {
  const { currentUser } = useSession();
  const userId = currentUser?.userId ?? null;
  const access = useMemo<Access>(
    () => ({ userId, permissions: toPermissionSet(userId === null ? [] : permissions), ready: true }),
    [userId, permissions],
  );
  return (
    <AccessContext.Provider value={access}>
      <ToastProvider>{children}</ToastProvider>
    </AccessContext.Provider>
  );
}

/** Once the session ends (a sign-out, a refresh the mock refused), the login page, as the app's guard does. */
function EndsAtLogin({ router }: { router: StoryRouter }) {
  const { currentUser } = useSession();
  const signedIn = currentUser !== null;
  useEffect(() => {
    if (!signedIn) void router.navigate('/login', { replace: true });
  }, [signedIn, router]);
  return null;
}

export interface AppHarnessProps {
  /** Where the app starts, as if typed in the address bar. */
  path: string;
  /** Pages visited before `path`, for the browser's Back (a POP navigation). */
  before?: readonly string[];
  theme?: ThemeMode;
  /** Hands the story the app's router (to go Back, or to watch the address bar). */
  onRouter?(router: StoryRouter): void;
}

/**
 * The whole app (providers, router, guards, shell) in a story, on a memory router, against
 * whatever MSW handlers the story set.
 */
export function AppHarness({ path, before = [], theme = 'light', onRouter }: AppHarnessProps) {
  // The entries as one string: a story's render may hand in a new `before` array each time.
  const entries = [...before, path].join('\n');
  const router = useMemo(() => createAppMemoryRouter(entries.split('\n')), [entries]);
  useLayoutEffect(() => {
    onRouter?.(router);
    applyTheme(theme);
  }, [router, theme, onRouter]);
  return (
    <StoryProviders>
      <RouterProvider router={router} />
    </StoryProviders>
  );
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

/** A feature's screens at their paths, signed in, each under its page name as the shell shows it. */
export function StoryScreen({ session: start, routes, path, before = [], stubs = [] }: StoryScreenProps) {
  const [session] = useState(start);
  const [router] = useState(() => {
    const own = new Set(routes.map((route) => route.path));
    const all = [...routes, ...[...stubs, ...STUBS].filter((stub) => !own.has(stub.path))];
    const objects: RouteObject[] = all.map((route) => ({
      path: route.path,
      element: <Page title={route.title}>{route.element}</Page>,
    }));
    return createMemoryRouter(objects, { initialEntries: [...before, path] });
  });
  return (
    <StoryProviders session={session}>
      <EndsAtLogin router={router} />
      <SignedInShell permissions={session.permissions}>
        <RouterProvider router={router} />
      </SignedInShell>
    </StoryProviders>
  );
}

/**
 * A component's stories: a signed-in user's session, access, alerts and toasts around it, without
 * a router of its own (the preview's). The first session wins: a story's render may be called
 * again with a freshly issued token.
 */
export function SignedIn({ session, children }: { session: StorySession; children: ReactNode }) {
  const [first] = useState(session);
  return (
    <StoryProviders session={first}>
      <SignedInShell permissions={first.permissions}>{children}</SignedInShell>
    </StoryProviders>
  );
}
