import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accessTokens, findUser } from '../../src/mocks/db/auth';
import { AppHarness } from '../harness/StoryHarness';
import { rememberSessionOf } from './session';

/**
 * Profile and settings in the whole app: reached from the account menu, language and theme that
 * the whole shell follows, a password change that the next sign-in needs, and "sign out
 * everywhere" ending the session here too.
 */
const meta = {
  title: 'App/Account',
  component: AppHarness,
  parameters: { router: false },
  args: { path: '/dashboard' },
  render: (args, { globals }) => <AppHarness {...args} theme={globals.theme === 'dark' ? 'dark' : 'light'} />,
} satisfies Meta<typeof AppHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole app loads lazy chunks on a busy machine: queries wait longer than the default second. */
const slow = { timeout: 10_000 };
const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const menu = (canvasElement: HTMLElement, name = 'Menu utama') => screen(canvasElement).findByRole('navigation', { name }, slow);

async function openAccountItem(canvasElement: HTMLElement, item: string) {
  const page = screen(canvasElement);
  await menu(canvasElement);
  await userEvent.click(page.getByRole('button', { name: /^Akun/ }));
  await userEvent.click(await page.findByRole('menuitem', { name: item }, slow));
}

export const ProfileFromTheAccountMenu: Story = {
  beforeEach: () => rememberSessionOf('Admin Gudang'),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await openAccountItem(canvasElement, 'Profil');
    await expect(await page.findByRole('heading', { level: 1, name: 'Profil' }, slow)).toBeVisible();
    // The profile's own details (the top bar's account button shows the username too).
    const username = await page.findByText('admin.gudang', { selector: 'dd' }, slow);
    await expect(username).toBeVisible();
    await expect(username.previousElementSibling).toHaveTextContent('Nama pengguna');
    await expect(await page.findByRole('table', { name: 'Aktivitas saya' }, slow)).toBeVisible();
  },
};

export const LanguageFollowsEverywhere: Story = {
  name: 'Settings: English, and the whole shell follows',
  args: { path: '/settings' },
  beforeEach: () => rememberSessionOf('Master'),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await userEvent.click(await page.findByRole('radio', { name: 'English' }, slow));
    const nav = await menu(canvasElement, 'Main menu');
    await expect(within(nav).getByRole('button', { name: 'Users' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await userEvent.click(page.getByRole('radio', { name: 'Bahasa Indonesia' }));
    await expect(await menu(canvasElement)).toBeVisible();
  },
};

export const ThemeFollowsTheTopBar: Story = {
  name: 'Settings: dark theme, and the top bar follows',
  args: { path: '/settings' },
  beforeEach: () => rememberSessionOf('Master'),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await userEvent.click(await page.findByRole('radio', { name: 'Gelap' }, slow));
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await userEvent.click(page.getByRole('button', { name: 'Tema' }));
    await expect(await page.findByRole('menuitemradio', { name: 'Gelap' }, slow)).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(page.getByRole('radio', { name: 'Terang' }));
    await expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  },
};

export const PasswordChangeThenSignIn: Story = {
  args: { path: '/settings' },
  beforeEach: () => rememberSessionOf('Viewer'),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    const form = within(await page.findByRole('form', { name: 'Kata sandi' }, slow));
    await userEvent.type(form.getByLabelText(/Kata sandi saat ini/), 'Laju#2025');
    await userEvent.type(form.getByLabelText(/^Kata sandi baru/), 'Lihat-Dasbor-2026');
    await userEvent.type(form.getByLabelText(/Ulangi kata sandi baru/), 'Lihat-Dasbor-2026');
    await userEvent.click(form.getByRole('button', { name: 'Ganti kata sandi' }));
    await expect(await page.findByText('Kata sandi diganti. Sesi Anda di perangkat lain telah diakhiri.', {}, slow)).toBeVisible();

    await openAccountItem(canvasElement, 'Keluar');
    await userEvent.click(within(await page.findByRole('alertdialog', { name: 'Berhasil!' }, slow)).getByRole('button', { name: 'OK' }));
    await userEvent.type(await page.findByLabelText('Nama pengguna', {}, slow), 'viewer');
    await userEvent.type(page.getByLabelText('Kata sandi'), 'Laju#2025');
    await userEvent.click(page.getByRole('button', { name: 'Masuk' }));
    await expect(await page.findByRole('alert', {}, slow)).toHaveTextContent('Nama pengguna atau kata sandi tidak valid.');
    await userEvent.clear(page.getByLabelText('Kata sandi'));
    await userEvent.type(page.getByLabelText('Kata sandi'), 'Lihat-Dasbor-2026');
    await userEvent.click(page.getByRole('button', { name: 'Masuk' }));
    await expect(await menu(canvasElement)).toBeVisible();
  },
};

export const UnsavedSettingsAskBeforeLeaving: Story = {
  args: { path: '/settings' },
  beforeEach: () => rememberSessionOf('Master'),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    const nav = await menu(canvasElement);
    const name = await page.findByRole('textbox', { name: /Nama/ }, slow);
    await userEvent.type(name, ' Utama');
    await userEvent.click(within(nav).getByRole('link', { name: /Dashboard/ }));
    const dialog = await page.findByRole('alertdialog', { name: 'Tinggalkan halaman ini?' }, slow);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tinggalkan' }));
    await expect(await page.findByRole('heading', { level: 1, name: 'Dashboard' }, slow)).toBeVisible();
    await expect(findUser(1)!.name).toBe('Administrator');
  },
};

export const SignOutEverywhere: Story = {
  args: { path: '/profile' },
  beforeEach: () => rememberSessionOf('Spv'),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Keluar dari semua perangkat' }, slow));
    await userEvent.click(await page.findByRole('button', { name: 'Ya, keluar dari semua' }, slow));
    const done = await page.findByRole('alertdialog', { name: 'Berhasil!' }, slow);
    await expect(done).toHaveTextContent('Anda telah keluar dari semua perangkat.');
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await expect(await page.findByRole('heading', { name: 'Masuk' }, slow)).toBeVisible();
    // Signed out on purpose: no "Unauthorize!" alert, and every token of the user is gone.
    await expect(page.queryByRole('alertdialog', { name: 'Unauthorize!' })).toBeNull();
    await expect(page.queryByRole('navigation', { name: 'Menu utama' })).toBeNull();
    await waitFor(() => expect(accessTokens.count(2)).toBe(0));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { path: '/profile' },
  beforeEach: () => rememberSessionOf('Master'),
  play: async ({ canvasElement }) => {
    const page = screen(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Profile' }, slow)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { path: '/settings' },
  beforeEach: () => rememberSessionOf('Master'),
  play: async ({ canvasElement }) => {
    await expect(await screen(canvasElement).findByRole('form', { name: 'Profil' }, slow)).toBeVisible();
  },
};
