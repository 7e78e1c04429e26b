import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, mainMenu, menuEntries, signIn } from './app';

/**
 * The roles journeys on the MSW demo build. The demo's API lives in each page (its mock db
 * is the page's memory, reset by every full load), so a journey stays in one page after signing in
 * and moves by links, and "the role's user" signs in on the same page after the Master signs out.
 * The same journey across two browsers against one real server belongs to the server e2e suite.
 */

async function openRolesList(page: Page) {
  const link = mainMenu(page).getByRole('link', { name: 'Data Peran' });
  // The group starts open on a roles page; a click would close it.
  if (!(await link.isVisible())) await mainMenu(page).getByRole('button', { name: 'Peran' }).click();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Data Peran' })).toBeVisible();
}

async function openRoleDetail(page: Page, role: string) {
  await openRolesList(page);
  await page.getByRole('link', { name: `Detail ${role}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Detail Peran' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: role })).toBeVisible();
}

/** Signs out through the account menu and signs in again on the login form, without a reload. */
async function switchUser(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.getByRole('button', { name: /^Akun/ }).click();
  await page.getByRole('menuitem', { name: 'Keluar' }).click();
  await page.getByRole('alertdialog', { name: 'Berhasil!' }).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Nama pengguna').fill(username);
  await page.getByLabel('Kata sandi').fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(mainMenu(page)).toBeVisible();
}

test.describe('roles (MSW demo build)', () => {
  test("Master changes a role's permissions in the matrix; the role's user sees the menu follow", async ({ page }) => {
    await signIn(page, 'admin');
    await openRoleDetail(page, 'Viewer');

    const customers = page.getByRole('group', { name: 'Kustomer' });
    await expect(customers.getByText('0 dari 5')).toBeVisible();
    await customers.getByRole('checkbox', { name: 'Pilih semua hak akses Kustomer' }).check();
    await expect(customers.getByText('5 dari 5')).toBeVisible();
    const fleets = page.getByRole('group', { name: 'Armada' });
    await fleets.getByRole('checkbox', { name: 'Melihat daftar armada' }).check();
    await expect(fleets.getByRole('checkbox', { name: 'Pilih semua hak akses Armada' })).toHaveJSProperty('indeterminate', true);
    await page.getByRole('button', { name: 'Simpan hak akses' }).click();
    await expect(page.getByText('Hak akses peran Viewer disimpan.')).toBeVisible();
    // The change log below reads as a diff of descriptions.
    await expect(page.getByRole('table', { name: 'Riwayat perubahan peran' }).getByRole('row').nth(1)).toContainText(
      'ditambah: Melihat daftar kustomer, Melihat detail kustomer, Menambah kustomer, Mengubah kustomer, Melihat log perubahan kustomer, Melihat daftar armada',
    );

    await switchUser(page, 'viewer');
    expect(await menuEntries(page)).toEqual(['Dashboard', 'Kustomer', 'Armada']);
    await mainMenu(page).getByRole('button', { name: 'Armada' }).click();
    await mainMenu(page).getByRole('link', { name: 'Data Armada' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Data Armada' })).toBeVisible();
  });

  test("a signed-in user's menu follows their role's permissions on the next navigation", async ({ page }) => {
    await signIn(page, 'admin');
    expect(await menuEntries(page)).toContain('Laporan');
    await openRoleDetail(page, 'Master');
    await page.getByRole('group', { name: 'Laporan' }).getByRole('checkbox', { name: 'Pilih semua hak akses Laporan' }).uncheck();
    await page.getByRole('button', { name: 'Simpan hak akses' }).click();
    await expect(page.getByText('Hak akses peran Master disimpan.')).toBeVisible();
    // The next navigation asks for the permissions again; the menu drops the group.
    await mainMenu(page).getByRole('link', { name: 'Data Peran' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Data Peran' })).toBeVisible();
    await expect.poll(() => menuEntries(page)).not.toContain('Laporan');
  });

  test('the last Master losing update-permissions is refused and nothing changes', async ({ page }) => {
    await signIn(page, 'admin');
    await openRoleDetail(page, 'Master');
    const permission = page.getByRole('checkbox', { name: 'Mengubah hak akses peran' });
    await permission.uncheck();
    await page.getByRole('button', { name: 'Simpan hak akses' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Hak akses tidak disimpan');
    await expect(alert).toContainText('Harus tetap ada pengguna aktif yang dapat mengubah hak akses.');
    await page.getByRole('button', { name: 'Batalkan perubahan' }).click();
    await expect(permission).toBeChecked();

    // The server kept it: the list still counts 47 permissions for Master, and the log has no change.
    await openRolesList(page);
    await expect(page.getByRole('row', { name: /Master/ }).getByRole('cell').nth(2)).toHaveText('47');
    await page.getByRole('link', { name: 'Detail Master' }).click();
    await expect(page.getByRole('checkbox', { name: 'Mengubah hak akses peran' })).toBeChecked();
    await expect(page.getByRole('table', { name: 'Riwayat perubahan peran' }).getByRole('row')).toHaveCount(2);
  });

  test('a role name of spaces is refused with a specific message and nothing is created', async ({ page }) => {
    await signIn(page, 'admin');
    await mainMenu(page).getByRole('button', { name: 'Peran' }).click();
    await mainMenu(page).getByRole('link', { name: 'Tambah Peran' }).click();
    const name = page.getByRole('textbox', { name: /Nama peran/ });
    await name.fill('     ');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(name).toHaveAccessibleDescription(/Nama peran tidak boleh hanya berisi spasi\./);
    await expect(page).toHaveURL(/\/roles\/new$/);
    await name.fill('Master');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(name).toHaveAccessibleDescription(/Nama peran ini sudah dipakai peran lain\./);
    await name.fill('Sopir Armada');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(page).toHaveURL(/\/roles\/\d+\/detail$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Sopir Armada' })).toBeVisible();
    await openRolesList(page);
    await expect(page.getByRole('rowheader', { name: 'Sopir Armada' })).toBeVisible();
  });
});
