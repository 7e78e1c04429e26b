import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ThemeMode } from '../../src/lib/color-scheme';
import { mockStats } from '../../src/mocks/db/auth';
import { authScenarios } from '../../src/mocks/scenarios/auth';
import { AppHarness, type StoryRouter } from '../harness/StoryHarness';
import { rememberSessionOf } from './session';

/**
 * The shell with the real router and guards: per role, navigating by the menu, and
 * the start-up and error paths, all against the MSW auth and permission API.
 */
const meta = {
  title: 'App/Shell',
  component: AppHarness,
  parameters: { router: false },
  args: { path: '/dashboard' },
  render: (args, { globals }) => <AppHarness {...args} theme={globals.theme === 'dark' ? 'dark' : 'light'} />,
} satisfies Meta<typeof AppHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const menu = async (canvasElement: HTMLElement) => screen(canvasElement).findByRole('navigation', { name: 'Menu utama' });
const topLevel = (nav: HTMLElement) =>
  Array.from(nav.querySelectorAll('ul:not([data-sublist]) > li > :is(a, button)')).map((element) => element.textContent?.replace('NEW', '').trim());

/** The alert is modal: the login page behind it is inert until OK is pressed. */
async function dismissUnauthorized(page: ReturnType<typeof screen>) {
  const alert = await page.findByRole('alertdialog', { name: 'Unauthorize!' });
  await expect(alert).toHaveTextContent('You need to login before accessing this page.');
  await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
}

export const Master: Story = {
  beforeEach: () => rememberSessionOf('Master'),
  play: async ({ canvasElement }) => {
    const nav = await menu(canvasElement);
    await waitFor(() =>
      expect(topLevel(nav)).toEqual(['Dashboard', 'Pengguna', 'Peran', 'Kustomer', 'Barang', 'DO', 'Pengiriman', 'Armada', 'Laporan']),
    );
    const page = screen(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: /Dashboard/ })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('© 2025 LAJU')).toBeVisible();
  },
};

export const NavigateByMenu: Story = {
  beforeEach: () => rememberSessionOf('Master'),
  play: async ({ canvasElement }) => {
    const nav = await menu(canvasElement);
    await userEvent.click(await within(nav).findByRole('button', { name: 'Pengguna' }));
    await userEvent.click(within(nav).getByRole('link', { name: 'Data Pengguna Nonaktif' }));
    const page = screen(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Data Pengguna Nonaktif' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(crumbs).getByRole('link', { name: 'Beranda' })).toBeVisible();
    await expect(within(crumbs).getByRole('link', { name: 'Data Pengguna' })).toHaveAttribute('href', '/users/data');
    await expect(within(crumbs).getByText('Data Pengguna Nonaktif')).toHaveAttribute('aria-current', 'page');
    // The screen itself rendered (its table), not just the shell around it.
    await expect(await page.findByRole('table', { name: 'Daftar pengguna nonaktif' })).toBeVisible();
  },
};

export const Viewer: Story = {
  beforeEach: () => rememberSessionOf('Viewer'),
  play: async ({ canvasElement }) => {
    const nav = await menu(canvasElement);
    await waitFor(() => expect(topLevel(nav)).toEqual(['Dashboard']));
    await expect(screen(canvasElement).getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  },
};

export const RoleWithSomeGroups: Story = {
  name: 'Admin Surat Jalan (some groups)',
  args: { path: '/customers/data' },
  beforeEach: () => rememberSessionOf('Admin Surat Jalan'),
  play: async ({ canvasElement }) => {
    const nav = await menu(canvasElement);
    await waitFor(() => expect(topLevel(nav)).toEqual(['Kustomer', 'Barang', 'DO', 'Pengiriman']));
    await expect(screen(canvasElement).getByRole('heading', { level: 1, name: 'Data Kustomer' })).toBeVisible();
    // The Kustomer group holds the active page, so it starts open.
    await expect(within(nav).getByRole('link', { name: 'Data Kustomer' })).toHaveAttribute('aria-current', 'page');
  },
};

export const StartPageWithoutDashboard: Story = {
  args: { path: '/' },
  beforeEach: () => rememberSessionOf('Admin Gudang'),
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByRole('heading', { level: 1, name: 'Data Barang' })).toBeVisible();
  },
};

export const MissingPermission: Story = {
  args: { path: '/users/data' },
  beforeEach: () => rememberSessionOf('Viewer'),
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
  },
};

export const SignedOut: Story = {
  args: { path: '/users/data' },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    const alert = await page.findByRole('alertdialog', { name: 'Unauthorize!' });
    await expect(alert).toHaveTextContent('You need to login before accessing this page.');
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expect(await page.findByRole('heading', { name: 'Masuk' })).toBeVisible();
  },
};

export const Refresh400: Story = {
  beforeEach({ msw }) {
    localStorage.setItem('persist', 'true');
    msw.use(...authScenarios.refresh400());
  },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await dismissUnauthorized(page);
    await expect(await page.findByRole('heading', { name: 'Masuk' })).toBeVisible();
  },
};

export const RefreshAnswerMissingFields: Story = {
  beforeEach({ msw }) {
    localStorage.setItem('persist', 'true');
    msw.use(...authScenarios.refreshMissingFields());
  },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await dismissUnauthorized(page);
    await expect(await page.findByRole('heading', { name: 'Masuk' })).toBeVisible();
  },
};

export const ServerDown: Story = {
  beforeEach({ msw }) {
    localStorage.setItem('persist', 'true');
    msw.use(...authScenarios.refreshNetworkError());
  },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Terjadi kesalahan pada server' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

export const PermissionsServerError: Story = {
  beforeEach({ msw }) {
    rememberSessionOf('Master');
    msw.use(...authScenarios.permissions500());
  },
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByRole('heading', { level: 1, name: 'Terjadi kesalahan pada server' })).toBeVisible();
  },
};

export const PermissionsNotAList: Story = {
  beforeEach({ msw }) {
    rememberSessionOf('Master');
    msw.use(...authScenarios.permissionsNotAList());
  },
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByRole('heading', { level: 1, name: 'Terjadi kesalahan pada server' })).toBeVisible();
  },
};

export const PermissionsUserGone: Story = {
  name: 'Permissions answer 404 → signed out',
  beforeEach({ msw }) {
    rememberSessionOf('Master');
    msw.use(...authScenarios.permissions404());
  },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await dismissUnauthorized(page);
    await expect(await page.findByRole('heading', { name: 'Masuk' })).toBeVisible();
  },
};

export const EmptyPermissions: Story = {
  beforeEach({ msw }) {
    rememberSessionOf('Master');
    msw.use(...authScenarios.emptyPermissions());
  },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await dismissUnauthorized(page);
    await expect(await page.findByRole('heading', { name: 'Masuk' })).toBeVisible();
  },
};

export const ExpiredTokenThenRefresh: Story = {
  name: '401 → refresh → retry',
  beforeEach({ msw }) {
    rememberSessionOf('Master');
    msw.use(...authScenarios.expiredTokenThenRefresh(1));
  },
  play: async ({ canvasElement }) => {
    const nav = await menu(canvasElement);
    await expect(within(nav).getByRole('button', { name: 'Pengguna' })).toBeVisible();
    await expect(screen(canvasElement).getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  },
};

export const StartingUp: Story = {
  name: 'Loading (session restore)',
  beforeEach({ msw }) {
    rememberSessionOf('Master');
    msw.use(...authScenarios.slow(60_000));
  },
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByRole('status')).toHaveTextContent('Memuat…');
  },
};

export const Logout: Story = {
  beforeEach: () => rememberSessionOf('Master'),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await menu(canvasElement);
    await userEvent.click(page.getByRole('button', { name: /^Akun/ }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Keluar' }));
    const alert = await page.findByRole('alertdialog', { name: 'Berhasil!' });
    await expect(alert).toHaveTextContent('Berhasil Logout.');
    await expect(page.queryByRole('alertdialog', { name: 'Unauthorize!' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expect(await page.findByRole('heading', { name: 'Masuk' })).toBeVisible();
    await expect(page.queryByRole('navigation', { name: 'Menu utama' })).toBeNull();
  },
};

/**
 * The app opened on /dashboard after /users/data, so the history has a protected page behind the
 * current one; the router is kept for the browser's Back button.
 */
let historyRouter: StoryRouter | null = null;
const keepRouter = (router: StoryRouter) => {
  historyRouter = router;
};
const HISTORY = ['/users/data'];
function AppWithHistory({ theme }: { theme: ThemeMode }) {
  return <AppHarness path="/dashboard" before={HISTORY} theme={theme} onRouter={keepRouter} />;
}

/**
 * Logout when DELETE /api/auth/logout fails: the call is made, and the user is signed out anyway
 * (original §4 "whatever the call answers"): "Berhasil!" over the login page, no menu, and Back to
 * the protected page they came from lands on the login page again, with no "Unauthorize!".
 */
async function logoutSignsOutAnyway(canvasElement: HTMLElement) {
  const page = screen(canvasElement);
  await menu(canvasElement);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const callsBefore = mockStats.logout;
  await userEvent.click(page.getByRole('button', { name: /^Akun/ }));
  await userEvent.click(await page.findByRole('menuitem', { name: 'Keluar' }));
  const alert = await page.findByRole('alertdialog', { name: 'Berhasil!' });
  await expect(alert).toHaveTextContent('Berhasil Logout.');
  await expect(mockStats.logout).toBe(callsBefore + 1);
  await expect(page.queryByRole('alertdialog', { name: 'Unauthorize!' })).toBeNull();
  await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
  await expect(await page.findByRole('heading', { name: 'Masuk' })).toBeVisible();
  await expect(page.queryByRole('navigation', { name: 'Menu utama' })).toBeNull();
  await expect(page.queryByRole('button', { name: /^Akun/ })).toBeNull();
  // The server may not have ended the session: "Ingat saya" is forgotten, so a reload does not
  // restore it from the refresh cookie (decision 120).
  await expect(localStorage.getItem('persist')).toBe('false');

  // Back to the protected page visited before: still signed out, so the login page again.
  // The address bar: /users/data, then at once /login in its place.
  const router = historyRouter!;
  const seen: string[] = [];
  const stop = router.subscribe((state) => void seen.push(state.location.pathname));
  await router.navigate(-1);
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  stop();
  await expect(seen).toContain('/users/data');
  // The router's state moves first; React renders it in a transition after (a race under load).
  await expect(await page.findByRole('heading', { name: 'Masuk' })).toBeVisible();
  await expect(page.getByLabelText('Nama pengguna')).toBeVisible();
  await expect(page.queryByRole('heading', { level: 1, name: 'Data Pengguna' })).toBeNull();
  await expect(page.queryByRole('navigation', { name: 'Menu utama' })).toBeNull();
  await expect(page.queryByRole('alertdialog')).toBeNull();
}

export const LogoutFails: Story = {
  name: 'Logout answers 500 → signed out anyway',
  render: (_args, { globals }) => <AppWithHistory theme={globals.theme === 'dark' ? 'dark' : 'light'} />,
  beforeEach({ msw }) {
    rememberSessionOf('Master');
    msw.use(...authScenarios.logoutFails());
  },
  play: async ({ canvasElement }) => logoutSignsOutAnyway(canvasElement),
};

export const LogoutNetworkError: Story = {
  name: 'Logout network error → signed out anyway',
  render: (_args, { globals }) => <AppWithHistory theme={globals.theme === 'dark' ? 'dark' : 'light'} />,
  beforeEach({ msw }) {
    rememberSessionOf('Master');
    msw.use(...authScenarios.logoutNetworkError());
  },
  play: async ({ canvasElement }) => logoutSignsOutAnyway(canvasElement),
};

export const SignInThroughTheForm: Story = {
  args: { path: '/login' },
  beforeEach({ msw }) {
    msw.use(...authScenarios.loginWithHtmlUsername('Master'));
  },
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await userEvent.type(await page.findByLabelText('Nama pengguna'), 'admin');
    await userEvent.type(page.getByLabelText('Kata sandi'), 'Laju#2025');
    await userEvent.click(page.getByRole('button', { name: 'Masuk' }));
    await menu(canvasElement);
    // The answer's username carries HTML: it shows as text, and nothing of it runs.
    await expect(page.getByRole('button', { name: /^Akun/ })).toHaveAccessibleName(/<img src=x/);
    await expect(canvasElement.ownerDocument.querySelector('img[src="x"]')).toBeNull();
    await expect((window as { __xss?: number }).__xss).toBeUndefined();
  },
};

export const UnknownPath: Story = {
  args: { path: '/tidak/ada' },
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  beforeEach: () => rememberSessionOf('Master'),
  play: async ({ canvasElement }) => {
    await menu(canvasElement);
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { path: '/users/data' },
  beforeEach: () => rememberSessionOf('Master'),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expect(await page.findByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(within(page.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Home' })).toBeVisible();
  },
};
