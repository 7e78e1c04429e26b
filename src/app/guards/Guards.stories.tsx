import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { authScenarios } from '../../mocks/scenarios/auth';
import { PermissionsProvider } from '../../features/auth/session/PermissionsProvider';
import { PersistLogin } from './PersistLogin';
import { RequireAuth } from './RequireAuth';
import { StoryProviders } from '../../../stories/harness/StoryHarness';

/**
 * The two guards alone, around a stand-in page, against the MSW auth API: PersistLogin (start-up
 * refresh) and RequireAuth (sign-in and permission load), with the outcomes in
 * docs/product/sessions.md and docs/product/errors.md.
 */
function GuardedPage({ path = '/protected' }: { path?: string }) {
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          {
            element: <PersistLogin />,
            children: [
              { path: '/login', element: <h1>Halaman masuk</h1> },
              {
                element: (
                  <SWRConfig value={{ provider: () => new Map() }}>
                    <PermissionsProvider>
                      <RequireAuth>
                        <Outlet />
                      </RequireAuth>
                    </PermissionsProvider>
                  </SWRConfig>
                ),
                children: [{ path: '/protected', element: <h1>Konten terlindungi</h1> }],
              },
            ],
          },
          { path: '/500', element: <h1>Galat server</h1> },
        ],
        { initialEntries: [path] },
      ),
    [path],
  );
  return (
    <StoryProviders>
      <RouterProvider router={router} />
    </StoryProviders>
  );
}

const meta = {
  title: 'App/Guards',
  component: GuardedPage,
  parameters: { router: false },
} satisfies Meta<typeof GuardedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const remember = () => {
  localStorage.setItem('persist', 'true');
  authScenarios.signedInAs('Master');
};

export const RestoresSession: Story = {
  beforeEach: remember,
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('heading', { name: 'Konten terlindungi' })).toBeVisible();
  },
};

export const Restoring: Story = {
  name: 'Loading (spinner while refreshing)',
  beforeEach({ msw }) {
    remember();
    msw.use(...authScenarios.slow(60_000));
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('status')).toHaveTextContent('Memuat…');
  },
};

export const NotSignedIn: Story = {
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const alert = await page.findByRole('alertdialog', { name: 'Unauthorize!' });
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expect(page.getByRole('heading', { name: 'Halaman masuk' })).toBeVisible();
  },
};

export const RefreshRefused: Story = {
  name: 'Refresh 400 → recovery → signed out',
  beforeEach({ msw }) {
    localStorage.setItem('persist', 'true');
    msw.use(...authScenarios.refresh400());
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('alertdialog', { name: 'Unauthorize!' })).toBeVisible();
  },
};

export const RefreshFails: Story = {
  name: 'Refresh 500 → /500',
  beforeEach({ msw }) {
    localStorage.setItem('persist', 'true');
    msw.use(...authScenarios.refresh500());
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('heading', { name: 'Galat server' })).toBeVisible();
  },
};

export const PermissionsNetworkError: Story = {
  name: 'Permission load network error → /500',
  beforeEach({ msw }) {
    remember();
    msw.use(...authScenarios.permissionsNetworkError());
  },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('heading', { name: 'Galat server' })).toBeVisible();
  },
};

export const EmptyPermissionList: Story = {
  name: 'Empty permission list → logout',
  beforeEach({ msw }) {
    remember();
    msw.use(...authScenarios.emptyPermissions());
  },
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    const alert = await page.findByRole('alertdialog', { name: 'Unauthorize!' });
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await expect(page.getByRole('heading', { name: 'Halaman masuk' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const alert = await body(canvasElement).findByRole('alertdialog', { name: 'Unauthorize!' });
    await expect(alert).toHaveTextContent('You need to login before accessing this page.');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  beforeEach: remember,
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('heading', { name: 'Konten terlindungi' })).toBeVisible();
  },
};
