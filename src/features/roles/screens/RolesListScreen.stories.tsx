import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { rolesScenarios } from '../../../mocks/scenarios/roles';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { ROLES_STUBS } from '../testing/stubs';
import RolesListScreen from './RolesListScreen';

interface Props {
  path: string;
  /** Who is signed in (the demo user of this role). */
  role: SeededRoleName;
  /** Overrides what the screen believes the user may do (the API still checks the role). */
  permissions?: string[];
}

function Screen({ path, role, permissions }: Props) {
  return (
    <StoryScreen stubs={ROLES_STUBS}
      path={path}
      session={() => ({ ...storySessionOf(role), ...(permissions ? { permissions } : {}) })}
      routes={[
        { path: '/roles/data', title: 'Data Peran', element: <RolesListScreen /> },
        { path: '/roles/new', title: 'Tambah Peran', element: null },
        { path: '/roles/:roleId/detail', title: 'Detail Peran', element: null },
        { path: '/roles/:roleId/edit', title: 'Ubah Peran', element: null },
      ]}
    />
  );
}

/**
 * /roles/data: search, sort by name or creation, pages; Detail and Ubah shown per permission, and
 * "Tambah Peran" with create-role. Against the MSW mock's six seeded roles.
 */
const meta = {
  title: 'Roles/Screens/RolesListScreen',
  component: Screen,
  parameters: { router: false },
  args: { path: '/roles/data', role: 'Master' },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const names = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('rowheader').map((cell) => cell.textContent);
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location').textContent;
const SEEDED = ['Admin Gudang', 'Admin Surat Jalan', 'Kepala Gudang', 'Master', 'Spv', 'Viewer'];

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Daftar peran' });
    await waitFor(() => expect(names(canvasElement)).toEqual(SEEDED));
    await expect(canvas.getByRole('columnheader', { name: 'Nama' })).toHaveAttribute('aria-sort', 'ascending');
    const master = within(table).getByRole('row', { name: /Master/ });
    // Master: one active user (admin), all 53 permissions.
    await expect(within(master).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Semua hak akses', '1', '53', expect.any(String), 'DetailUbah']);
    await expect(canvas.getByRole('link', { name: 'Detail Master' })).toHaveAttribute('href', '/roles/1/detail');
    await expect(canvas.getByRole('link', { name: 'Ubah Master' })).toHaveAttribute('href', '/roles/1/edit');
    await userEvent.click(canvas.getByRole('link', { name: 'Tambah Peran' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tambah Peran' })).toBeVisible();
  },
};

export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(names(canvasElement)).toHaveLength(6));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Cari peran' }), 'gudang');
    await waitFor(() => expect(names(canvasElement)).toEqual(['Admin Gudang', 'Kepala Gudang']));
    await expect(location(canvasElement)).toBe('/roles/data?q=gudang');
    await userEvent.click(canvas.getByRole('button', { name: 'Atur ulang' }));
    await waitFor(() => expect(names(canvasElement)).toEqual(SEEDED));
  },
};

export const NoMatch: Story = {
  args: { path: '/roles/data?q=sopir' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Tidak ada yang cocok')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Cari peran' })).toHaveValue('sopir');
  },
};

export const SortByCreation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(names(canvasElement)).toEqual(SEEDED));
    await userEvent.click(canvas.getByRole('button', { name: 'Dibuat' }));
    await waitFor(() => expect(names(canvasElement)[0]).toBe('Master'));
    await userEvent.click(canvas.getByRole('button', { name: 'Dibuat' }));
    await waitFor(() => expect(names(canvasElement)).toEqual(['Viewer', 'Admin Gudang', 'Admin Surat Jalan', 'Kepala Gudang', 'Spv', 'Master']));
    await expect(location(canvasElement)).toBe('/roles/data?sort=-createdAt');
  },
};

export const Pages: Story = {
  beforeEach: () => void rolesScenarios.addRoles(25),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1–10 dari 31')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Halaman berikutnya' }));
    await expect(await canvas.findByText('11–20 dari 31')).toBeVisible();
    await expect(location(canvasElement)).toBe('/roles/data?page=2');
    // The shared list (decision 170): the size waits, disabled, until page 2's rows are there.
    const pageSize = canvas.getByRole('combobox', { name: 'Baris per halaman' });
    await waitFor(() => expect(pageSize).toBeEnabled());
    await userEvent.selectOptions(pageSize, '50');
    await expect(await canvas.findByText('1–31 dari 31')).toBeVisible();
    await waitFor(() => expect(names(canvasElement)).toHaveLength(31));
  },
};

export const PastTheLastPage: Story = {
  args: { path: '/roles/data?page=9' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(location(canvasElement)).toBe('/roles/data'));
    await waitFor(() => expect(names(canvasElement)).toEqual(SEEDED));
  },
};

export const HostileLink: Story = {
  args: { path: `/roles/data?sort=password&size=1000&page=-4&q=${'x'.repeat(500)}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(location(canvasElement)).toBe(`/roles/data?q=${'x'.repeat(100)}`));
    await expect(await canvas.findByText('Tidak ada yang cocok')).toBeVisible();
  },
};

export const ReadOnlyUser: Story = {
  name: 'Read-only (Spv: Detail only, no Tambah Peran)',
  args: { role: 'Spv' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(names(canvasElement)).toEqual(SEEDED));
    await expect(canvas.getByRole('link', { name: 'Detail Viewer' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Ubah Viewer' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Tambah Peran' })).toBeNull();
    // A row opens the role's detail with Enter.
    canvas.getByRole('row', { name: /Viewer/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Detail Peran' })).toBeVisible();
    await expect(location(canvasElement)).toBe('/roles/6/detail');
  },
};

export const ListOnly: Story = {
  name: 'List only (read-roles alone: no actions column)',
  args: { permissions: ['read-roles'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(names(canvasElement)).toHaveLength(6));
    await expect(canvas.queryByRole('columnheader', { name: 'Aksi' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /^Detail/ })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(...rolesScenarios.listSlow()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Daftar peran' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Memuat data…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(...rolesScenarios.listEmpty()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Belum ada peran')).toBeVisible();
    // The shared list keeps its pager under an empty list, reading "0 dari 0" (decision 165).
    await expect(canvas.getByRole('navigation', { name: 'Navigasi halaman' })).toHaveTextContent('0 dari 0');
  },
};

export const ErrorThenRetry: Story = {
  beforeEach: ({ msw }) => msw.use(...rolesScenarios.listError({ once: true })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Data gagal dimuat');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() => expect(names(canvasElement)).toEqual(SEEDED));
  },
};

export const NetworkError: Story = {
  beforeEach: ({ msw }) => msw.use(...rolesScenarios.listNetworkError()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Server tidak dapat dihubungi');
  },
};

export const Forbidden: Story = {
  name: 'Forbidden (403 on load → /404)',
  args: { role: 'Viewer' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
  },
};

export const LongContent: Story = {
  beforeEach: () => void rolesScenarios.addLongRole(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Koordinator Gudang dan Pengiriman Wilayah Jabodeta/ });
    await expect(within(row).getByText(/^Mengatur seluruh kegiatan gudang/)).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', { name: 'Roles' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Permissions' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Edit Spv' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'New role' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(names(canvasElement)).toEqual(SEEDED));
    await expect(page(canvasElement).getByRole('link', { name: 'Tambah Peran' })).toBeVisible();
  },
};
