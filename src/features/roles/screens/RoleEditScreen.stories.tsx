import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { findRole } from '../../../mocks/db/auth';
import { storySessionOf } from '../../../mocks/scenarios/account';
import { rolesScenarios, seededRoleId } from '../../../mocks/scenarios/roles';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { ROLES_STUBS } from '../testing/stubs';
import RoleEditScreen from './RoleEditScreen';

function Screen({ path, role }: { path: string; role: SeededRoleName }) {
  return (
    <StoryScreen stubs={ROLES_STUBS}
      path={path}
      session={() => storySessionOf(role)}
      routes={[{ path: '/roles/:roleId/edit', title: 'Ubah Peran', element: <RoleEditScreen /> }]}
    />
  );
}

/** /roles/:roleId/edit: name and description with the role's version, and the 409 that keeps the input. */
const meta = {
  title: 'Roles/Screens/RoleEditScreen',
  component: Screen,
  parameters: { router: false },
  args: { path: '/roles/2/edit', role: 'Master' },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const nameInput = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('textbox', { name: /Nama peran/ });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await nameInput(canvasElement);
    await expect(name).toHaveValue('Spv');
    await expect(canvas.getByRole('form', { name: 'Ubah peran Spv' })).toBeVisible();
    const description = canvas.getByRole('textbox', { name: 'Deskripsi' });
    await userEvent.clear(description);
    await userEvent.type(description, 'Supervisor gudang dan kantor');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Detail Peran' })).toBeVisible();
    await expect(body(canvasElement).getByRole('status', { name: 'Notifikasi' })).toHaveTextContent('Peran Spv disimpan.');
    await expect(findRole(2)).toMatchObject({ description: 'Supervisor gudang dan kantor', version: 2 });
  },
};

export const VersionConflictKeepMine: Story = {
  name: 'Version conflict: keep my input',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await nameInput(canvasElement);
    // Someone renames the role while this form is open.
    rolesScenarios.renameElsewhere(seededRoleId('Spv'), { name: 'Supervisor', description: 'Diubah di tab lain' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Pengawas');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Data ini baru saja diubah orang lain');
    await expect(name).toHaveValue('Pengawas');
    await expect(name).toHaveAccessibleDescription(/Nilai terbaru di server: Supervisor/);
    const table = canvas.getByRole('table');
    await expect(within(within(table).getByRole('row', { name: /Nama peran/ })).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Pengawas', 'Supervisor']);
    await expect(within(within(table).getByRole('row', { name: /Deskripsi/ })).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Supervisor: melihat semua data, log dan laporan',
      'Diubah di tab lain',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan isian saya' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Detail Peran' })).toBeVisible();
    await expect(findRole(2)).toMatchObject({ name: 'Pengawas', version: 3 });
  },
};

export const VersionConflictUseCurrent: Story = {
  name: 'Version conflict: take the newest values',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await nameInput(canvasElement);
    rolesScenarios.renameElsewhere(seededRoleId('Spv'), { name: 'Supervisor' });
    await userEvent.type(name, ' Gudang');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Pakai nilai terbaru' }));
    await expect(name).toHaveValue('Supervisor');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(findRole(2)).toMatchObject({ name: 'Supervisor', version: 2 });
  },
};

export const BlankName: Story = {
  name: 'Bad input: a name of spaces',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await nameInput(canvasElement);
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Nama peran tidak boleh hanya berisi spasi\./));
    await expect(findRole(2)).toMatchObject({ name: 'Spv', version: 1 });
  },
};

export const NameTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await nameInput(canvasElement);
    await userEvent.clear(name);
    await userEvent.type(name, 'VIEWER');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(/Nama peran ini sudah dipakai peran lain\./));
  },
};

export const UnsavedChanges: Story = {
  name: 'Unsaved changes: asks before leaving',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const description = within(await canvas.findByRole('form', { name: 'Ubah peran Spv' })).getByRole('textbox', { name: 'Deskripsi' });
    await userEvent.clear(description);
    await userEvent.type(description, 'Belum disimpan');
    await userEvent.click(canvas.getByRole('link', { name: 'Batal' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Tinggalkan halaman ini?' });
    await expect(dialog).toHaveTextContent('Perubahan yang belum disimpan akan hilang.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tetap di sini' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ubah Peran' })).toBeVisible();
    await expect(description).toHaveValue('Belum disimpan');
    await userEvent.click(canvas.getByRole('link', { name: 'Batal' }));
    await userEvent.click(await body(canvasElement).findByRole('button', { name: 'Tinggalkan' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Data Peran' })).toBeVisible();
    // Leaving saved nothing.
    await expect(findRole(2)).toMatchObject({ description: 'Supervisor: melihat semua data, log dan laporan', version: 1 });
  },
};

export const SaveForbidden: Story = {
  name: 'Save answered 403 (an error, the input kept)',
  beforeEach: ({ msw }) => msw.use(...rolesScenarios.writesForbidden()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await nameInput(canvasElement);
    await userEvent.clear(name);
    await userEvent.type(name, 'Pengawas');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Anda tidak memiliki izin untuk tindakan ini.');
    // A 403 on save is an error on the form, not the /404 of a 403 on load.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ubah Peran' })).toBeVisible();
    await expect(name).toHaveValue('Pengawas');
    await expect(canvas.getByRole('button', { name: 'Simpan' })).toBeEnabled();
    await expect(findRole(2)).toMatchObject({ name: 'Spv', version: 1 });
  },
};

/** The PATCH of the Saving story waits until its play function lets it through. */
const pendingSave = { release: () => {}, requests: 0 };

export const Saving: Story = {
  name: 'Saving: submit busy and disabled until the server answers',
  beforeEach({ msw }) {
    pendingSave.requests = 0;
    const held = new Promise<void>((resolve) => {
      pendingSave.release = resolve;
    });
    msw.use(
      http.patch('*/api/roles/:id', async () => {
        pendingSave.requests += 1;
        await held;
        return undefined;
      }),
    );
    // Never leave a request hanging for the next story.
    return () => pendingSave.release();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await nameInput(canvasElement);
    await userEvent.type(name, ' Gudang');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    const busy = await canvas.findByRole('button', { name: 'Menyimpan…' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('link', { name: 'Batal' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByRole('button', { name: 'Simpan' })).toBeNull();
    // The request reaches the mock through the service worker a moment after the button turns
    // busy (under load, later than the assertions above): wait for it, then another press while it
    // saves sends nothing more.
    await waitFor(() => expect(pendingSave.requests).toBe(1));
    await userEvent.click(busy);
    await expect(pendingSave.requests).toBe(1);
    pendingSave.release();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Detail Peran' })).toBeVisible();
    await expect(body(canvasElement).getByRole('status', { name: 'Notifikasi' })).toHaveTextContent('Peran Spv Gudang disimpan.');
    await expect(pendingSave.requests).toBe(1);
    await expect(findRole(2)).toMatchObject({ name: 'Spv Gudang', version: 2 });
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(...rolesScenarios.roleSlow()),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('form')).toBeNull();
    await expect(canvasElement.querySelector('[data-skeleton]')).not.toBeNull();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(...rolesScenarios.roleError()),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Data gagal dimuat');
    await expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

// Decision 160: an unknown or malformed id says so in the page, with the way back to the list.
export const NotFound: Story = {
  args: { path: '/roles/999/edit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Peran tidak ditemukan')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ubah Peran' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Kembali ke data peran' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Data Peran' })).toBeVisible();
  },
};

export const NotANumber: Story = {
  args: { path: '/roles/abc/edit' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Peran tidak ditemukan')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Kembali ke data peran' })).toHaveAttribute('href', '/roles/data');
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
  args: { path: '/roles/7/edit' },
  play: async ({ canvasElement }) => {
    await expect(await nameInput(canvasElement)).toHaveValue('Koordinator Gudang dan Pengiriman Wilayah Jabodeta');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Edit role Spv' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/roles/data');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await nameInput(canvasElement)).toHaveValue('Spv');
  },
};
