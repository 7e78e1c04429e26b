import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiContext } from '../../../lib/api/ApiContext';
import { createApiClient } from '../../../lib/api/client';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { rolesScenarios } from '../../../mocks/scenarios/roles';
import { RecordLog } from '../../../components/resource/ResourceDetail/ResourceDetail';
import { rolesApi } from '../api/roles-api';
import { useRoleLogReading } from './role-log';

/** The role detail's log: the shared RecordLog read as roles read it. */
function RoleChangeLog({ roleId }: { roleId: number }) {
  const { t } = useTranslation('roles');
  const reading = useRoleLogReading();
  return <RecordLog path={rolesApi.path} ns="roles" recordId={roleId} caption={t('log.caption')} {...reading} />;
}

function Log({ roleId }: { roleId: number }) {
  const [clients] = useState(() => {
    const { accessToken } = storySessionOf('Master');
    const auth = { getAccessToken: () => accessToken, refresh: () => Promise.reject(new Error('no refresh')) };
    return { api: createApiClient({ auth }), longApi: createApiClient({ auth }) };
  });
  const [router] = useState(() => createMemoryRouter([{ path: '/roles/:roleId/detail', element: <RoleChangeLog roleId={roleId} /> }], { initialEntries: [`/roles/${roleId}/detail`] }));
  return (
    <ApiContext.Provider value={clients}>
      <div style={{ padding: 24 }}>
        <RouterProvider router={router} />
      </div>
    </ApiContext.Provider>
  );
}

/**
 * A role's change log from GET /api/roles/logs?id=… on the shared RecordLog/ResourceChangeLog:
 * permissions read as added/removed descriptions in the catalogue's order.
 */
const meta = {
  title: 'Roles/Components/RoleChangeLog',
  component: Log,
  parameters: { router: false },
  args: { roleId: 6 },
} satisfies Meta<typeof Log>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = async (canvasElement: HTMLElement) => {
  const table = await within(canvasElement).findByRole('table', { name: 'Riwayat perubahan peran' });
  return within(table).getAllByRole('row').slice(1);
};

export const Default: Story = {
  beforeEach() {
    // Granted out of catalogue order: the log reads them area by area, as the matrix shows them.
    rolesScenarios.changePermissionsElsewhere(6, { grant: ['read-fleets', 'read-items'], revoke: ['read-dashboard'] });
    rolesScenarios.renameElsewhere(6, { description: 'Hanya melihat' });
  },
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(3));
    const [rename, permissions, created] = await rows(canvasElement);
    await expect(rename).toHaveTextContent('Deskripsi: Hanya Dashboard → menjadi Hanya melihat');
    await expect(permissions).toHaveTextContent('Hak akses: ditambah: Melihat daftar barang, Melihat daftar armada; dihapus: Melihat Dashboard');
    await expect(within(permissions!).getByText('Melihat daftar barang')).toHaveAttribute('title', 'read-items');
    await expect(created).toHaveTextContent('Sistem');
    await expect(created).toHaveTextContent('Dibuat');
    await expect(created).toHaveTextContent('Nama: Viewer');
    // Never raw JSON.
    await expect(canvasElement.textContent).not.toMatch(/[{}[\]"]/);
  },
};

export const Pages: Story = {
  beforeEach() {
    for (let i = 0; i < 12; i += 1) rolesScenarios.changePermissionsElsewhere(6, i % 2 ? { revoke: ['read-items'] } : { grant: ['read-items'] });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1–10 dari 13')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman berikutnya' }));
    await expect(await canvas.findByText('11–13 dari 13')).toBeVisible();
    await waitFor(async () => expect(await rows(canvasElement)).toHaveLength(3));
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(...rolesScenarios.logsSlow()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...rolesScenarios.logsEmpty()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Belum ada perubahan yang tercatat')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'Error',
  beforeEach: ({ msw }) => msw.use(...rolesScenarios.logsError()),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  beforeEach: () => void rolesScenarios.changePermissionsElsewhere(6, { grant: ['read-items'] }),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Role change log' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Permissions: added: List items'));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  beforeEach: () => void rolesScenarios.changePermissionsElsewhere(6, { revoke: ['read-dashboard'] }),
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect((await rows(canvasElement))[0]).toHaveTextContent('dihapus: Melihat Dashboard'));
  },
};
