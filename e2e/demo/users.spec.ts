import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './app';
import { choose } from '../support/ui';

/**
 * The users area on the MSW demo build: what a person does with the screens. The demo's
 * API and its data live inside each page (a reload starts them afresh), so everything here happens
 * in one page without reloading; "another tab" is a second session's request from the same page.
 */
const openUsers = async (page: Page) => {
  const menu = page.getByRole('navigation', { name: 'Menu utama' });
  const link = menu.getByRole('link', { name: 'Data Pengguna', exact: true });
  // The group stays open after a visit to one of its pages: a second click would fold it.
  if (!(await link.isVisible())) await menu.getByRole('button', { name: 'Pengguna' }).click();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Data Pengguna' })).toBeVisible();
  return page.getByRole('table', { name: 'Daftar pengguna' });
};

const search = async (page: Page, text: string) => {
  const box = page.getByRole('searchbox', { name: 'Cari pengguna' });
  await box.fill(text);
  await box.press('Enter');
};

test.describe('users (MSW demo build)', () => {
  test('creates a user with a role, and the list shows them first', async ({ page }) => {
    await signIn(page, 'admin');
    await openUsers(page);
    await page.getByRole('main').getByRole('link', { name: 'Tambah Pengguna', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tambah Pengguna' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Formulir pengguna baru' });
    await form.getByRole('textbox', { name: /Nama pengguna/ }).fill('rina.gudang');
    await form.getByRole('textbox', { name: /^Nama(?! pengguna)/ }).fill('Rina Gudang');
    await form.getByRole('textbox', { name: /Email/ }).fill('rina.gudang@laju.example');
    await choose(form.getByRole('combobox', { name: /Peran/ }), 'Kepala', 'Kepala Gudang');
    await form.getByLabel(/^Kata sandi/).fill('Gudang-Cakung-77');
    await form.getByLabel(/^Ulangi kata sandi/).fill('Gudang-Cakung-77');
    await form.getByRole('button', { name: 'Simpan', exact: true }).click();

    // A save lands on the user just saved; the list shows them first.
    await expect(page).toHaveURL(/\/users\/\d+\/detail$/);
    await expect(page.getByRole('status', { name: 'Notifikasi' })).toContainText('Pengguna rina.gudang ditambahkan.');
    await openUsers(page);
    const first = page.getByRole('table', { name: 'Daftar pengguna' }).getByRole('row').nth(1);
    await expect(first).toContainText('rina.gudang');
    await expect(first).toContainText('Kepala Gudang');
    await expect(first).toContainText('Aktif');
  });

  test('bad input is refused with specific messages and creates nothing', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('button', { name: 'Pengguna' }).click();
    await page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'Tambah Pengguna' }).click();
    const form = page.getByRole('form', { name: 'Formulir pengguna baru' });
    const username = form.getByRole('textbox', { name: /Nama pengguna/ });
    await username.fill('rina gudang');
    await username.blur();
    await expect(username).toHaveAccessibleDescription(/tanpa spasi/);
    await username.fill('\u0430dmin');
    await expect(username).toHaveAccessibleDescription(/huruf yang mirip dari abjad lain/);
    await username.fill('x'.repeat(10_000));
    await expect(username).toHaveAccessibleDescription(/Nama pengguna maksimal 50 karakter/);

    // The same username in other letter case is taken (the server says so).
    await username.fill('ADMIN.Gudang');
    await form.getByRole('textbox', { name: /^Nama(?! pengguna)/ }).fill('Duplikat');
    await choose(form.getByRole('combobox', { name: /Peran/ }), 'View', 'Viewer');
    await form.getByLabel(/^Kata sandi/).fill('Gudang-Cakung-77');
    await form.getByLabel(/^Ulangi kata sandi/).fill('Gudang-Cakung-77');
    await form.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(username).toHaveAccessibleDescription(/sudah dipakai \(huruf besar dan kecil tidak dibedakan\)/);
    await expect(page).toHaveURL(/\/users\/new$/);
  });

  test('deactivates a user after confirmation; your own row offers no deactivation', async ({ page }) => {
    await signIn(page, 'admin');
    const table = await openUsers(page);
    await search(page, 'viewer');
    await expect(table.getByRole('rowheader')).toHaveText(['viewer']);
    await table.getByRole('button', { name: /^Nonaktifkan / }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Nonaktifkan pengguna?' });
    await expect(dialog).toContainText('Viewer (viewer) tidak akan bisa masuk lagi');
    await dialog.getByRole('button', { name: 'Nonaktifkan' }).click();
    await expect(page.getByRole('status', { name: 'Notifikasi' })).toContainText('viewer dinonaktifkan.');
    await expect(page.getByText('Tidak ada yang cocok')).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Pengguna nonaktif', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Daftar pengguna nonaktif' }).getByRole('rowheader').first()).toHaveText('viewer');

    await page.goBack();
    await search(page, 'admin');
    await expect(table.getByRole('rowheader')).toHaveCount(3);
    // Your own row does not offer "Nonaktifkan"; the others still do.
    const self = table.getByRole('row', { name: /admin \(Anda\)/ });
    await expect(self).toBeVisible();
    await expect(self.getByRole('button', { name: /^Nonaktifkan / })).toHaveCount(0);
    await expect(table.getByRole('button', { name: /^Nonaktifkan / })).toHaveCount(2);
  });

  test('a save over a newer version shows the conflict and loses nothing', async ({ page }) => {
    // A reload would reset the demo's data and session: navigate inside the app instead.
    await signIn(page, 'admin');
    const table = await openUsers(page);
    await search(page, 'admin.gudang');
    await expect(table.getByRole('rowheader')).toHaveText(['admin.gudang']);
    await table.getByRole('link', { name: 'Ubah Admin Gudang' }).click();
    const name = page.getByRole('textbox', { name: /^Nama(?! pengguna)/ });
    await expect(name).toHaveValue('Admin Gudang');

    // The other tab: another session saves the same user first.
    const status = await page.evaluate(async (password) => {
      const login = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password, remember: false }),
      });
      const { data } = await login.json();
      const patch = await fetch('/api/users/5', {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${data.accessToken}` },
        body: JSON.stringify({ version: 1, name: 'Nama dari Tab Lain' }),
      });
      return patch.status;
    }, DEMO_PASSWORD);
    expect(status).toBe(200);

    await name.fill('Nama dari Tab Ini');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Data ini baru saja diubah orang lain' })).toBeVisible();
    await expect(name).toHaveValue('Nama dari Tab Ini');
    await expect(name).toHaveAccessibleDescription('Nilai terbaru di server: Nama dari Tab Lain');
    await page.getByRole('button', { name: 'Simpan isian saya' }).click();
    await expect(page.getByRole('status', { name: 'Notifikasi' })).toContainText('Perubahan pada admin.gudang disimpan.');
    await expect(page).toHaveURL(/\/users\/5\/detail$/);
    await openUsers(page);
    await search(page, 'admin.gudang');
    await expect(table.getByRole('row', { name: /admin\.gudang/ })).toContainText('Nama dari Tab Ini');
  });
});
