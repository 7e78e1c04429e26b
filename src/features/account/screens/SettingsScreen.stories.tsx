import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SeededRoleName } from '../../../../contract/permissions';
import { DEMO_PASSWORD, findUser, passwordOf } from '../../../mocks/db/auth';
import { activityLog } from '../../../mocks/db/logs';
import { accountScenarios, storySessionOf } from '../../../mocks/scenarios/account';
import { StoryScreen } from '../../../../stories/harness/StoryHarness';
import { expectNoSideScroll } from '../../../lib/testing/story-queries';
import { ACCOUNT_STUBS } from '../testing/stubs';
import SettingsScreen from './SettingsScreen';

function Screen({ role, leaveTo }: { role: SeededRoleName; leaveTo?: { to: string; label: string } }) {
  const { t } = useTranslation('common');
  return (
    <StoryScreen stubs={ACCOUNT_STUBS}
      path="/settings"
      session={() => storySessionOf(role)}
      routes={[
        {
          path: '/settings',
          title: t('routes.settings'),
          element: (
            <>
              {/* The shell's menus are not in these stories: a plain link stands in for leaving the page. */}
              {leaveTo && <Link to={leaveTo.to}>{leaveTo.label}</Link>}
              <SettingsScreen />
            </>
          ),
        },
      ]}
    />
  );
}

/**
 * /settings: name and email with the version (409 keeps the input), the password change with the
 * current password (WRONG_PASSWORD and the policy's codes translated), language and theme.
 */
const meta = {
  title: 'Account/Screens/SettingsScreen',
  component: Screen,
  parameters: { router: false },
  args: { role: 'Master' },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const profile = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('form', { name: 'Profil' }));
const password = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('form', { name: 'Kata sandi' }));
const toast = (canvasElement: HTMLElement) => body(canvasElement).getByRole('status', { name: 'Notifikasi' });

async function changePassword(canvasElement: HTMLElement, current: string, next: string, confirm = next) {
  const form = await password(canvasElement);
  await userEvent.type(form.getByLabelText(/Kata sandi saat ini/), current);
  await userEvent.type(form.getByLabelText(/^Kata sandi baru/), next);
  await userEvent.type(form.getByLabelText(/Ulangi kata sandi baru/), confirm);
  await userEvent.click(form.getByRole('button', { name: 'Ganti kata sandi' }));
  return form;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const form = await profile(canvasElement);
    const name = form.getByRole('textbox', { name: /Nama/ });
    await expect(name).toHaveValue('Administrator');
    await expect(form.getByRole('textbox', { name: /Email/ })).toHaveValue('admin@laju.example');
    // Nothing to save until something changes.
    await expect(form.getByRole('button', { name: 'Simpan' })).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'Admin Utama');
    await userEvent.click(form.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent('Profil disimpan.'));
    await expect(findUser(1)).toMatchObject({ name: 'Admin Utama', version: 2 });
    await expect(form.getByRole('button', { name: 'Simpan' })).toBeDisabled();
  },
};

export const ClearEmail: Story = {
  play: async ({ canvasElement }) => {
    const form = await profile(canvasElement);
    await userEvent.clear(form.getByRole('textbox', { name: /Email/ }));
    await userEvent.click(form.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(findUser(1)!.email).toBeNull());
  },
};

export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const form = await profile(canvasElement);
    const name = form.getByRole('textbox', { name: /Nama/ });
    const email = form.getByRole('textbox', { name: /Email/ });
    await userEvent.clear(name);
    await userEvent.clear(email);
    await userEvent.type(email, 'admin@');
    await userEvent.click(form.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Wajib diisi.'));
    await expect(email).toHaveAccessibleDescription(/Format email tidak valid\./);
    await expect(findUser(1)!.version).toBe(1);
  },
};

export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const form = await profile(canvasElement);
    const email = form.getByRole('textbox', { name: /Email/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'SPV@laju.example');
    await userEvent.click(form.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Email ini sudah dipakai pengguna lain\./));
    await expect(email).toHaveFocus();
  },
};

export const ConflictKeepMine: Story = {
  name: 'Version conflict: keep my input',
  play: async ({ canvasElement }) => {
    const form = await profile(canvasElement);
    accountScenarios.changedElsewhere('Master', { name: 'Admin dari Tab Lain' });
    const name = form.getByRole('textbox', { name: /Nama/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Admin Utama');
    await userEvent.click(form.getByRole('button', { name: 'Simpan' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Data ini baru saja diubah orang lain');
    await expect(name).toHaveValue('Admin Utama');
    await expect(name).toHaveAccessibleDescription(/Nilai terbaru di server: Admin dari Tab Lain/);
    await userEvent.click(form.getByRole('button', { name: 'Simpan isian saya' }));
    await waitFor(() => expect(findUser(1)).toMatchObject({ name: 'Admin Utama', version: 3 }));
  },
};

export const ConflictUseCurrent: Story = {
  name: 'Version conflict: take the newest values',
  play: async ({ canvasElement }) => {
    const form = await profile(canvasElement);
    accountScenarios.changedElsewhere('Master', { name: 'Admin dari Tab Lain', email: 'lain@laju.example' });
    await userEvent.type(form.getByRole('textbox', { name: /Nama/ }), ' Utama');
    await userEvent.click(form.getByRole('button', { name: 'Simpan' }));
    await userEvent.click(await form.findByRole('button', { name: 'Pakai nilai terbaru' }));
    await expect(form.getByRole('textbox', { name: /Nama/ })).toHaveValue('Admin dari Tab Lain');
    await expect(form.getByRole('textbox', { name: /Email/ })).toHaveValue('lain@laju.example');
  },
};

export const ChangePassword: Story = {
  play: async ({ canvasElement }) => {
    const form = await changePassword(canvasElement, DEMO_PASSWORD, 'Gudang-Cakung-77');
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent('Kata sandi diganti. Sesi Anda di perangkat lain telah diakhiri.'));
    await expect(passwordOf(1)).toBe('Gudang-Cakung-77');
    await expect(activityLog.at(-1)).toMatchObject({ type: 'PASSWORD_CHANGED', userId: 1 });
    await expect(form.getByLabelText(/Kata sandi saat ini/)).toHaveValue('');
  },
};

export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const form = await changePassword(canvasElement, 'salah-sekali', 'Gudang-Cakung-77');
    await waitFor(() => expect(form.getByLabelText(/Kata sandi saat ini/)).toHaveAccessibleDescription('Kata sandi saat ini salah.'));
    await expect(passwordOf(1)).toBe(DEMO_PASSWORD);
  },
};

export const PasswordPolicy: Story = {
  args: { role: 'Kepala Gudang' },
  play: async ({ canvasElement }) => {
    const form = await password(canvasElement);
    const next = form.getByLabelText(/^Kata sandi baru/);
    await userEvent.type(next, 'pendek');
    await userEvent.click(form.getByRole('button', { name: 'Ganti kata sandi' }));
    await waitFor(() => expect(next).toHaveAccessibleDescription(/Kata sandi minimal 8 karakter\./));
    await userEvent.clear(next);
    await userEvent.type(next, 'Password123');
    await waitFor(() => expect(next).toHaveAccessibleDescription(/Kata sandi ini terlalu umum/));
    await userEvent.clear(next);
    await userEvent.type(next, 'Kepala.Gudang');
    await waitFor(() => expect(next).toHaveAccessibleDescription(/Kata sandi tidak boleh sama dengan nama pengguna\./));
    await userEvent.clear(next);
    await userEvent.type(next, 'Gudang-Cakung-77');
    await userEvent.type(form.getByLabelText(/Ulangi kata sandi baru/), 'Gudang-Cakung-78');
    await userEvent.click(form.getByRole('button', { name: 'Ganti kata sandi' }));
    await waitFor(() => expect(form.getByLabelText(/Ulangi kata sandi baru/)).toHaveAccessibleDescription('Kata sandi baru dan ulangannya tidak sama.'));
    await expect(form.getByLabelText(/Kata sandi saat ini/)).toHaveAccessibleDescription('Wajib diisi.');
    await expect(passwordOf(3)).toBe(DEMO_PASSWORD);
  },
};

export const PasswordThenProfile: Story = {
  name: 'Password change, then a profile save (no false conflict)',
  play: async ({ canvasElement }) => {
    await changePassword(canvasElement, DEMO_PASSWORD, 'Gudang-Cakung-77');
    // What the user sees, not the mock db: the db holds version 2 before the answer reaches the
    // page, and a save clicked in between still carried version 1 (one failure in a visual run on a
    // loaded machine). The toast comes after the page took the new version.
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent('Kata sandi diganti.'));
    await expect(findUser(1)!.version).toBe(2);
    const form = await profile(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /Nama/ }), ' Utama');
    await userEvent.click(form.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(findUser(1)).toMatchObject({ name: 'Administrator Utama', version: 3 }));
    await expect(form.queryByRole('alert')).toBeNull();
  },
};

export const ProfileThenPassword: Story = {
  name: 'Profile save, then a password change (uses the new version)',
  play: async ({ canvasElement }) => {
    const form = await profile(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /Nama/ }), ' Utama');
    await userEvent.click(form.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(toast(canvasElement)).toHaveTextContent('Profil disimpan.'));
    await expect(findUser(1)!.version).toBe(2);
    await changePassword(canvasElement, DEMO_PASSWORD, 'Gudang-Cakung-77');
    await waitFor(() => expect(passwordOf(1)).toBe('Gudang-Cakung-77'));
  },
};

export const PasswordAfterChangeElsewhere: Story = {
  name: 'Password change while the profile changed elsewhere (retried with the newest version)',
  play: async ({ canvasElement }) => {
    await password(canvasElement);
    accountScenarios.changedElsewhere('Master', { name: 'Admin dari Tab Lain' });
    await changePassword(canvasElement, DEMO_PASSWORD, 'Gudang-Cakung-77');
    await waitFor(() => expect(passwordOf(1)).toBe('Gudang-Cakung-77'));
    await expect(findUser(1)!.name).toBe('Admin dari Tab Lain');
  },
};

export const SaveForbidden: Story = {
  beforeEach: ({ msw }) => msw.use(...accountScenarios.saveForbidden()),
  play: async ({ canvasElement }) => {
    const form = await profile(canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: /Nama/ }), ' Utama');
    await userEvent.click(form.getByRole('button', { name: 'Simpan' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Anda tidak memiliki izin untuk tindakan ini.');
  },
};

export const UnsavedChanges: Story = {
  name: 'Unsaved changes: asks before leaving',
  args: { leaveTo: { to: '/profile', label: 'Profil' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await profile(canvasElement);
    const name = form.getByRole('textbox', { name: /Nama/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Admin Belum Disimpan');
    await userEvent.click(canvas.getByRole('link', { name: 'Profil' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Tinggalkan halaman ini?' });
    await expect(dialog).toHaveTextContent('Perubahan yang belum disimpan akan hilang.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tetap di sini' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pengaturan' })).toBeVisible();
    await expect(name).toHaveValue('Admin Belum Disimpan');
    // Only the password form changed: still asked.
    await userEvent.clear(name);
    await userEvent.type(name, 'Administrator');
    await userEvent.type((await password(canvasElement)).getByLabelText(/Kata sandi saat ini/), 'setengah');
    await userEvent.click(canvas.getByRole('link', { name: 'Profil' }));
    await userEvent.click(await body(canvasElement).findByRole('button', { name: 'Tinggalkan' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    await expect(findUser(1)).toMatchObject({ name: 'Administrator', version: 1 });
  },
};

export const NoPromptWhenUnchanged: Story = {
  name: 'Unsaved changes: no question when nothing changed',
  args: { leaveTo: { to: '/profile', label: 'Profil' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = (await profile(canvasElement)).getByRole('textbox', { name: /Nama/ });
    // Typed and put back: nothing left to lose.
    await userEvent.type(name, 'x');
    await userEvent.type(name, '{Backspace}');
    await userEvent.click(canvas.getByRole('link', { name: 'Profil' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

export const Language: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await profile(canvasElement);
    const languages = canvas.getByRole('group', { name: 'Bahasa' });
    await expect(within(languages).getByRole('radio', { name: 'Bahasa Indonesia' })).toBeChecked();
    await userEvent.click(within(languages).getByRole('radio', { name: 'English' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Appearance' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Password' })).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'Language' })).getByRole('radio', { name: 'English' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Bahasa Indonesia' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Tampilan' })).toBeVisible();
  },
};

export const Theme: Story = {
  // Starts from the light theme whatever the toolbar says: the play switches it to dark.
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await profile(canvasElement);
    const themes = canvas.getByRole('group', { name: 'Tema' });
    await userEvent.click(within(themes).getByRole('radio', { name: 'Gelap' }));
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(localStorage.getItem('laju-theme')).toBe('dark');
    await userEvent.click(within(themes).getByRole('radio', { name: 'Otomatis (ikuti sistem)' }));
    await expect(localStorage.getItem('laju-theme')).toBe('auto');
    await userEvent.click(within(themes).getByRole('radio', { name: 'Terang' }));
    await expect(document.documentElement.dataset.theme).toBe('light');
  },
};

export const CompanyProfileLink: Story = {
  name: 'Company profile: the way there for whoever may change it',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Profil perusahaan' });
    await expect(section).toHaveTextContent('Nama, alamat, telepon, NPWP dan logo perusahaan yang tercetak di kepala setiap surat jalan.');
    await userEvent.click(within(section).getByRole('link', { name: 'Ubah profil perusahaan' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Profil perusahaan' })).toBeVisible();
  },
};

export const NoCompanyProfileLink: Story = {
  name: 'Company profile: no way there without update-company-profile',
  args: { role: 'Admin Gudang' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await profile(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Tampilan' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Profil perusahaan' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Ubah profil perusahaan' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(...accountScenarios.slow()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('form')).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Tema' })).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => msw.use(...accountScenarios.meError()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Data gagal dimuat');
    await expect(canvas.queryByRole('form', { name: 'Kata sandi' })).toBeNull();
  },
};

export const LongContent: Story = {
  beforeEach: () => void accountScenarios.longProfile('Master'),
  play: async ({ canvasElement }) => {
    const form = await profile(canvasElement);
    await expect((form.getByRole('textbox', { name: /Nama/ }) as HTMLInputElement).value).toMatch(/^Raden Ajeng Kartika/);
  },
};

export const Phone: Story = {
  name: 'Phone: every part within the screen, no sideways scrolling',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await profile(canvasElement);
    // The language and theme choices stack in one column on a phone.
    const theme = await within(canvasElement).findByRole('group', { name: 'Tema' });
    await expect(within(theme).getByRole('radio', { name: 'Gelap' })).toBeVisible();
    await expectNoSideScroll(canvasElement);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Password' }));
    await userEvent.type(form.getByLabelText(/Current password/), 'wrong-password');
    await userEvent.type(form.getByLabelText(/^New password/), 'Gudang-Cakung-77');
    await userEvent.type(form.getByLabelText(/Repeat the new password/), 'Gudang-Cakung-77');
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(form.getByLabelText(/Current password/)).toHaveAccessibleDescription('The current password is wrong.'));
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect((await profile(canvasElement)).getByRole('textbox', { name: /Nama/ })).toHaveValue('Administrator');
  },
};
