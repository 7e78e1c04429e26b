import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { findUser, passwordOf } from '../../../mocks/db/auth';
import { apiError } from '../../../mocks/handlers/respond';
import { changeUserElsewhere, usersScenarios } from '../../../mocks/scenarios/users';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { USERS_ROUTES, USERS_STUBS } from '../testing/routes';
import { choose, expectUrl, page } from '../testing/story-helpers';

function Screen({ path, role = 'Master', permissions }: { path: string; role?: SeededRoleName; permissions?: string[] }) {
  return <StoryScreen path={path} routes={USERS_ROUTES} stubs={USERS_STUBS} session={() => usersScenarios.session(role, permissions)} />;
}

/**
 * /users/:userId/edit for the demo user admin.gudang (id 5): saved with its version; a change
 * made elsewhere meanwhile shows as a conflict that keeps the input.
 */
const meta = {
  title: 'Users/Screens/Edit user',
  component: Screen,
  parameters: { router: false },
  args: { path: '/users/5/edit' },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = () => page().findByRole('form', { name: 'Formulir ubah pengguna' });
const nameField = () => page().getByRole('textbox', { name: 'Nama' });
const emailField = () => page().getByRole('textbox', { name: /Email/ });
/** The value beside a label in the user's profile (the detail page a save opens). */
const valueOf = (region: HTMLElement, label: string) => within(region).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
const roleField = () => page().getByRole('combobox', { name: /Peran/ });

export const Default: Story = {
  play: async () => {
    await form();
    await expect(page().getByRole('textbox', { name: 'Nama pengguna' })).toHaveValue('admin.gudang');
    await expect(page().getByRole('textbox', { name: 'Nama pengguna' })).toHaveAttribute('readonly');
    await expect(nameField()).toHaveValue('Admin Gudang');
    await expect(emailField()).toHaveValue('admingudang@laju.example');
    await waitFor(() => expect(roleField()).toHaveDisplayValue('Admin Gudang'));
    await expect(page().getByRole('group', { name: 'Atur ulang kata sandi' })).toBeVisible();
  },
};

export const SavesAndOpensTheSavedUser: Story = {
  play: async () => {
    await form();
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Rina Gudang');
    await choose(roleField(), 'Kepala', 'Kepala Gudang');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    // The save lands on the user's page (ResourceForm `detailRoute`), showing what was saved.
    await expectUrl('/users/5/detail');
    await expect(await page().findByText('Perubahan pada admin.gudang disimpan.')).toBeVisible();
    const region = await page().findByRole('region', { name: 'Profil pengguna' });
    await waitFor(() => expect(valueOf(region, 'Nama')).toHaveTextContent('Rina Gudang'));
    await expect(valueOf(region, 'Nama pengguna')).toHaveTextContent('admin.gudang');
    await expect(valueOf(region, 'Peran')).toHaveTextContent('Kepala Gudang');
  },
};

export const VersionConflictKeepMine: Story = {
  name: 'Version conflict → keep mine',
  play: async () => {
    await form();
    // Another tab saves first.
    changeUserElsewhere(5, { name: 'Nama dari Tab Lain', email: 'lain@laju.example' });
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Nama dari Tab Ini');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    await expect(await page().findByRole('alert')).toHaveTextContent('Data ini baru saja diubah orang lain');
    // Nothing typed is lost, and the current value shows beside it.
    await expect(nameField()).toHaveValue('Nama dari Tab Ini');
    await expect(nameField()).toHaveAccessibleDescription('Nilai terbaru di server: Nama dari Tab Lain');
    const compare = page().getByRole('table', { name: 'Data ini baru saja diubah orang lain' });
    const nameRow = within(compare).getByRole('row', { name: /^Nama/ });
    await expect(within(nameRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Nama dari Tab Ini', 'Nama dari Tab Lain']);
    await userEvent.click(page().getByRole('button', { name: 'Simpan isian saya' }));
    await expectUrl('/users/5/detail');
    await expect(await page().findByText('Perubahan pada admin.gudang disimpan.')).toBeVisible();
    // Mine won over the other tab's.
    const region = await page().findByRole('region', { name: 'Profil pengguna' });
    await waitFor(() => expect(valueOf(region, 'Nama')).toHaveTextContent('Nama dari Tab Ini'));
  },
};

export const VersionConflictUseCurrent: Story = {
  name: 'Version conflict → use the current values',
  play: async () => {
    await form();
    changeUserElsewhere(5, { name: 'Nama dari Tab Lain' });
    await userEvent.type(nameField(), ' Baru');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    await userEvent.click(await page().findByRole('button', { name: 'Pakai nilai terbaru' }));
    await expect(nameField()).toHaveValue('Nama dari Tab Lain');
    await expect(page().queryByRole('alert')).toBeNull();
  },
};

export const PasswordReset: Story = {
  play: async () => {
    await form();
    const password = page().getByLabelText(/^Kata sandi baru/);
    await userEvent.type(password, 'Admin.Gudang');
    await userEvent.tab();
    await waitFor(() => expect(password).toHaveAccessibleDescription(/Kata sandi tidak boleh sama dengan nama pengguna\./));
    await userEvent.clear(password);
    await userEvent.type(password, 'Sandi-Baru-Gudang-9');
    await userEvent.type(page().getByLabelText(/^Ulangi kata sandi baru/), 'Sandi-Baru-Gudang-9');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    await expectUrl('/users/5/detail');
    await expect(passwordOf(5)).toBe('Sandi-Baru-Gudang-9');
  },
};

export const EmailTaken: Story = {
  name: 'Email taken (server field error)',
  play: async () => {
    await form();
    await userEvent.clear(emailField());
    await userEvent.type(emailField(), 'ADMIN@laju.example');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(emailField()).toHaveAccessibleDescription(/Email ini sudah dipakai pengguna lain\./));
    await expectUrl('/users/5/edit');
  },
};

export const ClientValidation: Story = {
  name: 'Bad input: inline errors, nothing sent',
  play: async () => {
    await form();
    const password = page().getByLabelText(/^Kata sandi baru/);
    const confirmation = page().getByLabelText(/^Ulangi kata sandi baru/);
    await userEvent.clear(nameField());
    await userEvent.clear(emailField());
    await userEvent.type(emailField(), 'admin.gudang@');
    await userEvent.type(password, 'Gudang-Cakung-77');
    await userEvent.type(confirmation, 'Gudang-Cakung-78');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(nameField()).toHaveAccessibleDescription('Nama wajib diisi.')); // the field's own message (decision 165)
    await expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField()).toHaveFocus();
    await expect(emailField()).toHaveAccessibleDescription(/Format email tidak valid\./);
    await expect(confirmation).toHaveAccessibleDescription('Kedua kata sandi tidak sama.');
    // A name longer than the API takes.
    await userEvent.click(nameField());
    await userEvent.paste('x'.repeat(101));
    await waitFor(() => expect(nameField()).toHaveAccessibleDescription(/maksimal 100 karakter/));
    await expectUrl('/users/5/edit');
    await expect(findUser(5)).toMatchObject({ name: 'Admin Gudang', version: 1 });
  },
};

export const ForbiddenOnSave: Story = {
  name: 'Save answered 403 (an error message, the input kept)',
  beforeEach({ msw }) {
    msw.use(http.patch('*/api/users/:id', () => apiError(403, 'FORBIDDEN', 'Missing permission update-user')));
  },
  play: async () => {
    await form();
    await userEvent.clear(nameField());
    await userEvent.type(nameField(), 'Rina Gudang');
    await userEvent.click(page().getByRole('button', { name: 'Simpan' }));
    await expect(await page().findByRole('alert')).toHaveTextContent('Anda tidak memiliki izin untuk tindakan ini.');
    await expect(nameField()).toHaveValue('Rina Gudang');
    await expectUrl('/users/5/edit');
    await expect(findUser(5)).toMatchObject({ name: 'Admin Gudang', version: 1 });
  },
};

export const UnsavedChangesPrompt: Story = {
  play: async () => {
    await form();
    await userEvent.type(nameField(), ' (ubah)');
    await userEvent.click(page().getByRole('link', { name: 'Batal' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Tinggalkan halaman ini?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tetap di sini' }));
    await expect(nameField()).toHaveValue('Admin Gudang (ubah)');
  },
};

export const DeactivatedUser: Story = {
  args: { path: '/users/13/edit' },
  play: async () => {
    await expect(await page().findByText('Pengguna ini nonaktif. Pulihkan dulu sebelum mengubah datanya.')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Detail' })).toHaveAttribute('href', '/users/13/detail');
    await expect(page().queryByRole('form')).toBeNull();
  },
};

export const NotFound: Story = {
  args: { path: '/users/9999/edit' },
  play: async () => {
    await expect(await page().findByText('Pengguna tidak ditemukan')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Kembali ke data pengguna' })).toHaveAttribute('href', '/users/data');
  },
};

export const MalformedId: Story = {
  args: { path: '/users/abc/edit' },
  play: NotFound.play,
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...usersScenarios.slow('one'));
  },
  play: async () => {
    await expect(await page().findByText('Memuat…')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error with retry',
  beforeEach({ msw }) {
    msw.use(...usersScenarios.error('one', 1));
  },
  play: async () => {
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Data pengguna gagal dimuat');
    await userEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    await form();
  },
};

export const Forbidden: Story = {
  name: 'Forbidden (403 → /404)',
  beforeEach({ msw }) {
    msw.use(...usersScenarios.forbidden('one'));
  },
  play: async () => {
    await expectUrl('/404');
  },
};

export const LongContent: Story = {
  beforeEach() {
    changeUserElsewhere(5, { name: `Raden Mas ${'Panjang '.repeat(11)}Wicaksono`.slice(0, 100) });
  },
  play: async () => {
    await form();
    await expect((nameField() as HTMLInputElement).value).toMatch(/^Raden Mas Panjang/);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await page().findByRole('form', { name: 'Edit user form' });
    await expect(page().getByRole('group', { name: 'Reset the password' })).toBeVisible();
    await expect(page().getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription('The username cannot be changed.');
  },
};
