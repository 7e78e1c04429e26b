import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { findRole } from '../../../mocks/db/auth';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { rolesScenarios } from '../../../mocks/scenarios/roles';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { ROLES_STUBS } from '../testing/stubs';
import RoleDetailScreen from './RoleDetailScreen';

interface Props {
  path: string;
  role: SeededRoleName;
  permissions?: string[];
}

function Screen({ path, role, permissions }: Props) {
  return (
    <StoryScreen stubs={ROLES_STUBS}
      path={path}
      session={() => ({ ...storySessionOf(role), ...(permissions ? { permissions } : {}) })}
      routes={[
        { path: '/roles/:roleId/detail', title: 'Detail Peran', element: <RoleDetailScreen /> },
        { path: '/roles/:roleId/edit', title: 'Ubah Peran', element: null },
      ]}
    />
  );
}

/**
 * /roles/:roleId/detail: the permission matrix grouped by area (select all per area, tri-state,
 * counts), saved with update-permissions and read-only without it; the refusals (the last
 * Master, an unknown permission, a stale version) change nothing; the role's change log.
 */
const meta = {
  title: 'Roles/Screens/RoleDetailScreen',
  component: Screen,
  parameters: { router: false },
  // The Viewer role (id 6): read-dashboard only.
  args: { path: '/roles/6/detail', role: 'Master' },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const area = async (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('group', { name });
const box = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('checkbox', { name });
const save = (canvasElement: HTMLElement) => userEvent.click(within(canvasElement).getByRole('button', { name: 'Simpan hak akses' }));
const legends = (canvasElement: HTMLElement) => Array.from(canvasElement.querySelectorAll('legend')).map((legend) => legend.textContent);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Viewer' })).toBeVisible();
    await expect(await area(canvasElement, 'Dashboard')).toBeVisible();
    // Areas in the catalogue's order, with translated names.
    await expect(legends(canvasElement)).toEqual(['Dashboard', 'Pengguna', 'Peran', 'Kustomer', 'Barang', 'DO', 'Pengiriman', 'Armada', 'Laporan', 'Semua daftar', 'Profil perusahaan', 'Integrasi']);
    await expect(box(canvasElement, 'Melihat Dashboard')).toBeChecked();
    await expect(box(canvasElement, 'Melihat Dashboard')).toHaveAccessibleDescription('View the dashboard read-dashboard');
    const customers = await area(canvasElement, 'Kustomer');
    await expect(within(customers).getByText('0 dari 5')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Simpan hak akses' })).toBeDisabled();

    await userEvent.click(box(canvasElement, 'Melihat daftar kustomer'));
    await expect(within(customers).getByRole('checkbox', { name: 'Pilih semua hak akses Kustomer' })).toBePartiallyChecked();
    await expect(within(customers).getByText('1 dari 5')).toBeVisible();
    await expect(box(canvasElement, 'Melihat daftar kustomer')).toHaveAccessibleDescription('List customers read-customers ditambah');
    await expect(canvas.getByText('2 dari 53 hak akses dipilih')).toBeVisible();
    await expect(canvas.getByText(/1 perubahan belum disimpan/)).toBeVisible();

    await save(canvasElement);
    await expect(await body(canvasElement).findByText('Hak akses peran Viewer disimpan.')).toBeVisible();
    await expect(findRole(6)!.permissions).toEqual(['read-dashboard', 'read-customers']);
    await expect(canvas.getByRole('button', { name: 'Simpan hak akses' })).toBeDisabled();
    // The change log shows the change by description, not as JSON.
    const log = canvas.getByRole('table', { name: 'Riwayat perubahan peran' });
    await waitFor(() => expect(within(log).getAllByRole('row')[1]).toHaveTextContent('Hak akses: ditambah: Melihat daftar kustomer'));
    await expect(within(log).getAllByRole('row')[1]).toHaveTextContent('Administrator');
  },
};

export const Empty: Story = {
  name: 'Empty (a new role holds no permissions)',
  beforeEach: () => void rolesScenarios.addRoles(1, []),
  args: { path: '/roles/7/detail' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Peran Cabang 01' })).toBeVisible();
    await expect(await canvas.findByText('0 dari 53 hak akses dipilih')).toBeVisible();
    await expect((canvas.getAllByRole('checkbox') as HTMLInputElement[]).some((checkbox) => checkbox.checked)).toBe(false);
    await userEvent.click(box(canvasElement, 'Melihat Dashboard'));
    await save(canvasElement);
    await expect(await body(canvasElement).findByText('Hak akses peran Peran Cabang 01 disimpan.')).toBeVisible();
    await expect(findRole(7)!.permissions).toEqual(['read-dashboard']);
  },
};

export const SelectAllPerArea: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const users = await area(canvasElement, 'Pengguna');
    const all = within(users).getByRole('checkbox', { name: 'Pilih semua hak akses Pengguna' });
    await expect(all).not.toBeChecked();
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(within(users).getByText('9 dari 9')).toBeVisible();
    await expect(within(users).getAllByRole('checkbox').every((checkbox) => (checkbox as HTMLInputElement).checked)).toBe(true);
    await userEvent.click(box(canvasElement, 'Menonaktifkan pengguna'));
    await expect(all).toBePartiallyChecked();
    await expect(within(users).getByText('8 dari 9')).toBeVisible();
    // Select-all on a partly selected area selects the rest.
    await userEvent.click(all);
    await expect(within(users).getByText('9 dari 9')).toBeVisible();
    await userEvent.click(all);
    await expect(within(users).getByText('0 dari 9')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Simpan hak akses' })).toBeDisabled();
  },
};

export const DiscardChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await area(canvasElement, 'Barang');
    await userEvent.click(box(canvasElement, 'Melihat Dashboard'));
    await userEvent.click(box(canvasElement, 'Melihat daftar barang'));
    await expect(canvas.getByText(/2 perubahan belum disimpan/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Batalkan perubahan' }));
    await expect(box(canvasElement, 'Melihat Dashboard')).toBeChecked();
    await expect(box(canvasElement, 'Melihat daftar barang')).not.toBeChecked();
    await expect(canvas.queryByText(/\d perubahan belum disimpan/)).toBeNull();
  },
};

export const LastPermissionManager: Story = {
  name: 'Bad input: the last Master losing update-permissions',
  args: { path: '/roles/1/detail' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await area(canvasElement, 'Peran');
    await userEvent.click(box(canvasElement, 'Mengubah hak akses peran'));
    await save(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Hak akses tidak disimpan');
    await expect(alert).toHaveTextContent('Harus tetap ada pengguna aktif yang dapat mengubah hak akses.');
    // Nothing changed on the server; the selection stays for the user to correct.
    await expect(findRole(1)!.permissions).toContain('update-permissions');
    await expect(findRole(1)!.version).toBe(1);
    await expect(box(canvasElement, 'Mengubah hak akses peran')).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Batalkan perubahan' }));
    await expect(box(canvasElement, 'Mengubah hak akses peran')).toBeChecked();
  },
};

export const UnknownPermission: Story = {
  name: 'Bad input: a permission name that does not exist',
  beforeEach: ({ msw }) => msw.use(...rolesScenarios.staleCatalogue('delete-everything')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await area(canvasElement, 'Peran');
    await expect(box(canvasElement, 'Menghapus semua data')).toBeChecked();
    await userEvent.click(box(canvasElement, 'Melihat daftar peran'));
    await save(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Server tidak mengenal hak akses berikut.');
    await expect(alert).toHaveTextContent('delete-everything');
    await expect(box(canvasElement, 'Menghapus semua data')).toHaveAttribute('aria-invalid', 'true');
    await expect(box(canvasElement, 'Menghapus semua data')).toHaveAccessibleDescription('Delete everything delete-everything tidak dikenal server');
    await expect(findRole(6)!.permissions).toEqual(['read-dashboard']);
  },
};

export const VersionConflict: Story = {
  name: 'Conflict: reloads and offers my changes again',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await area(canvasElement, 'Barang');
    // Another administrator grants read-items meanwhile.
    rolesScenarios.changePermissionsElsewhere(6, { grant: ['read-items'] });
    await userEvent.click(box(canvasElement, 'Melihat daftar kustomer'));
    await save(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Hak akses peran ini baru saja diubah orang lain');
    // The newest permissions are shown; the user's change is not applied silently.
    await waitFor(() => expect(box(canvasElement, 'Melihat daftar barang')).toBeChecked());
    await expect(box(canvasElement, 'Melihat daftar kustomer')).not.toBeChecked();
    await expect(findRole(6)!.permissions).toEqual(['read-dashboard', 'read-items']);
    await userEvent.click(within(alert).getByRole('button', { name: 'Terapkan lagi 1 perubahan saya' }));
    await expect(box(canvasElement, 'Melihat daftar kustomer')).toBeChecked();
    await save(canvasElement);
    await expect(await body(canvasElement).findByText('Hak akses peran Viewer disimpan.')).toBeVisible();
    await expect(findRole(6)!.permissions).toEqual(['read-dashboard', 'read-customers', 'read-items']);
  },
};

export const SaveForbidden: Story = {
  name: 'Save answered 403 (an error message)',
  beforeEach: ({ msw }) => msw.use(...rolesScenarios.writesForbidden()),
  play: async ({ canvasElement }) => {
    await area(canvasElement, 'Barang');
    await userEvent.click(box(canvasElement, 'Melihat daftar barang'));
    await save(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Anda tidak memiliki izin untuk tindakan ini.');
    await expect(box(canvasElement, 'Melihat daftar barang')).toBeChecked();
  },
};

export const Saving: Story = {
  beforeEach: ({ msw }) => msw.use(...rolesScenarios.savePermissionsSlow()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await area(canvasElement, 'Barang');
    await userEvent.click(box(canvasElement, 'Melihat daftar barang'));
    await save(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Menyimpan…' })).toBeDisabled();
    await expect(box(canvasElement, 'Melihat daftar armada')).toBeDisabled();
  },
};

export const UnsavedChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await area(canvasElement, 'Barang');
    await userEvent.click(box(canvasElement, 'Melihat daftar barang'));
    // The shared detail's "Ubah" (it read "Ubah peran"; decision 165).
    await userEvent.click(canvas.getByRole('link', { name: 'Ubah' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Tinggalkan halaman ini?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tetap di sini' }));
    await expect(box(canvasElement, 'Melihat daftar barang')).toBeChecked();
    await userEvent.click(canvas.getByRole('link', { name: 'Ubah' }));
    await userEvent.click(await body(canvasElement).findByRole('button', { name: 'Tinggalkan' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Ubah Peran' })).toBeVisible();
  },
};

export const ReadOnly: Story = {
  name: 'Read-only (Spv: no update-permissions)',
  args: { role: 'Spv' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await area(canvasElement, 'Dashboard');
    await expect(canvas.getByText(/Anda hanya dapat melihat hak akses peran ini\./)).toBeVisible();
    await expect(canvas.getAllByRole('checkbox').every((checkbox) => (checkbox as HTMLInputElement).disabled)).toBe(true);
    await expect(canvas.queryByRole('button', { name: 'Simpan hak akses' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Ubah' })).toBeNull();
    await expect(await canvas.findByRole('table', { name: 'Riwayat perubahan peran' })).toBeVisible();
  },
};

export const WithoutLogPermission: Story = {
  name: 'Without read-roles-logs and read-role (matrix only)',
  args: { permissions: ['read-roles', 'read-permissions-with-related', 'update-permissions'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Viewer' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Riwayat perubahan' })).toBeNull();
    await expect(canvas.queryByText('Pengguna aktif')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(...rolesScenarios.permissionsSlow(), ...rolesScenarios.roleSlow(), ...rolesScenarios.logsSlow()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Memuat hak akses…')).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Riwayat perubahan peran' })).toHaveAttribute('aria-busy', 'true');
    // The matrix's outline holds its place, faded: every area of the catalogue, nothing to tick
    // or save until the role's own permissions arrive (decision 141).
    await expect(legends(canvasElement)).toEqual(['Dashboard', 'Pengguna', 'Peran', 'Kustomer', 'Barang', 'DO', 'Pengiriman', 'Armada', 'Laporan', 'Semua daftar', 'Profil perusahaan', 'Integrasi']);
    await expect(canvasElement.querySelector('[data-placeholder] legend')).toBeVisible();
    await expect(canvas.queryAllByRole('checkbox')).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: 'Simpan hak akses' })).toBeNull();
  },
};

/** The permission section takes its final room while loading: what is below it does not move. */
export const NothingMovesWhenLoaded: Story = {
  beforeEach: ({ msw }) => msw.use(...rolesScenarios.permissionsSlow(1500)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Memuat hak akses…');
    const section = canvas.getByRole('region', { name: 'Hak akses' });
    const before = section.getBoundingClientRect().height;
    await expect(await canvas.findByRole('checkbox', { name: 'Melihat Dashboard' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Simpan hak akses' })).toBeVisible();
    await expect(Math.abs(section.getBoundingClientRect().height - before)).toBeLessThan(2);
  },
};

/** Without update-permissions the placeholder is the read-only matrix's size (no save bar). */
export const LoadingReadOnly: Story = {
  args: { role: 'Spv' },
  beforeEach: ({ msw }) => msw.use(...rolesScenarios.permissionsSlow(1500)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Memuat hak akses…');
    const section = canvas.getByRole('region', { name: 'Hak akses' });
    const before = section.getBoundingClientRect().height;
    await expect(await canvas.findByRole('checkbox', { name: 'Melihat Dashboard' })).toBeDisabled();
    await expect(Math.abs(section.getBoundingClientRect().height - before)).toBeLessThan(2);
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(...rolesScenarios.permissionsError()),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Data gagal dimuat');
  },
};

export const Forbidden: Story = {
  name: 'Forbidden (403 on load → /404)',
  args: { role: 'Viewer' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
  },
};

// Decision 160: an unknown or malformed id says so in the page, with the way back to the list.
export const NotFound: Story = {
  args: { path: '/roles/999/detail' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Peran tidak ditemukan')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Detail Peran' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Kembali ke data peran' })).toHaveAttribute('href', '/roles/data');
  },
};

export const NotANumber: Story = {
  args: { path: '/roles/0/detail' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Peran tidak ditemukan')).toBeVisible();
  },
};

export const LongContent: Story = {
  beforeEach: () => void rolesScenarios.addLongRole(),
  args: { path: '/roles/7/detail' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Koordinator Gudang dan Pengiriman Wilayah Jabodeta' })).toBeVisible();
    await expect(await canvas.findByText(/^Mengatur seluruh kegiatan gudang/)).toBeVisible();
    await expect(await canvas.findByText('37 dari 53 hak akses dipilih')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const customers = await area(canvasElement, 'Customers');
    await expect(within(customers).getByRole('checkbox', { name: 'List customers' })).not.toBeChecked();
    await expect(within(customers).getByRole('checkbox', { name: 'Select all Customers permissions' })).toBeVisible();
    await expect(canvas.getByText('1 of 53 permissions selected')).toBeVisible();
    await expect(legends(canvasElement)).toEqual(['Dashboard', 'Users', 'Roles', 'Customers', 'Items', 'Delivery orders', 'Shipments', 'Fleets', 'Reports', 'All lists', 'Company profile', 'Integrations']);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await area(canvasElement, 'Barang');
    await userEvent.click(box(canvasElement, 'Melihat daftar barang'));
    await expect(box(canvasElement, 'Melihat daftar barang')).toHaveAccessibleDescription('List items read-items ditambah');
  },
};
