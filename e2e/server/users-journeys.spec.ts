import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test, apiSignIn, mainMenu, menuEntries, PASSWORD, signIn } from './app';
import { choose } from '../support/ui';

/**
 * The users screens in Chromium against `npm start`, with the real API and database.
 * Roles are set up through the API; the permission change a signed-in user's menu follows is made
 * on the role's matrix screen.
 */
const unique = (prefix: string) => `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
type Headers = { authorization: string };

async function createRole(request: APIRequestContext, admin: Headers, names: string[]) {
  const created = await request.post('/api/roles', { headers: admin, data: { name: unique('Peran E2E') } });
  expect(created.status()).toBe(201);
  const { id, name, version } = (await created.json()).data;
  const put = await request.put(`/api/roles/${id}/permissions`, { headers: admin, data: { names, version } });
  expect(put.status()).toBe(200);
  return { id: id as number, name: name as string, version: (await put.json()).data.version as number };
}

async function createUserByApi(request: APIRequestContext, admin: Headers, roleId: number) {
  const username = unique('e2e');
  const response = await request.post('/api/users', {
    headers: { ...admin, 'idempotency-key': `journey-${username}` },
    data: { username, name: `Journey ${username}`, roleId, password: PASSWORD },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data as { id: number; username: string; version: number };
}

async function openFromMenu(page: Page, item: string) {
  const group = mainMenu(page).getByRole('button', { name: 'Pengguna' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await mainMenu(page).getByRole('link', { name: item, exact: true }).click();
}

const nameField = (page: Page) => page.getByRole('textbox', { name: /^Nama(?! pengguna)/ });

async function signedInPage(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username);
  return { context, page };
}

test.describe('npm start: users journeys in the browser', () => {
  test('a user created on the screen with a role sees exactly its menu, and the menu follows a permission change', async ({ page, request, browser }) => {
    const admin = await apiSignIn(request, 'admin');
    const role = await createRole(request, admin.headers, ['read-dashboard', 'read-users']);
    const username = unique('baru');

    await signIn(page, 'admin', { remember: true });
    await openFromMenu(page, 'Tambah Pengguna');
    const form = page.getByRole('form', { name: 'Formulir pengguna baru' });
    await form.getByRole('textbox', { name: /Nama pengguna/ }).fill(username);
    await nameField(page).fill('Pengguna Baru E2E');
    await choose(form.getByRole('combobox', { name: /Peran/ }), role.name, role.name);
    await form.getByLabel(/^Kata sandi/).fill(PASSWORD);
    await form.getByLabel(/^Ulangi kata sandi/).fill(PASSWORD);
    await form.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(page.getByRole('status', { name: 'Notifikasi' })).toContainText(`Pengguna ${username} ditambahkan.`);
    // The save lands on the new user's detail, which names the role.
    await expect(page).toHaveURL(/\/users\/\d+\/detail$/);
    await expect(page.getByRole('main')).toContainText(role.name);
    await openFromMenu(page, 'Data Pengguna');
    await expect(page.getByRole('table', { name: 'Daftar pengguna' }).getByRole('row').nth(1)).toContainText(role.name);

    const other = await signedInPage(browser, username);
    expect(await menuEntries(other.page)).toEqual(['Dashboard', 'Pengguna']);
    await mainMenu(other.page).getByRole('button', { name: 'Pengguna' }).click();
    await expect(mainMenu(other.page).getByRole('link', { name: 'Data Pengguna', exact: true })).toBeVisible();
    await expect(mainMenu(other.page).getByRole('link', { name: /Tambah Pengguna|Data Pengguna Nonaktif|Data Log Pengguna/ })).toHaveCount(0);

    // The administrator grants "read-roles" on the role's permission matrix.
    await page.goto(`/roles/${role.id}/detail`);
    const roles = page.getByRole('group', { name: 'Peran', exact: true });
    await roles.getByRole('checkbox', { name: 'Melihat daftar peran' }).check();
    await expect(roles.getByRole('checkbox', { name: 'Melihat daftar peran' })).toHaveAccessibleDescription(/read-roles ditambah/);
    await page.getByRole('button', { name: 'Simpan hak akses' }).click();
    await expect(page.getByRole('status', { name: 'Notifikasi' })).toContainText(`Hak akses peran ${role.name} disimpan.`);
    const saved = await request.get(`/api/roles/${role.id}/permissions`, { headers: admin.headers });
    expect(
      ((await saved.json()).data.permissions as { name: string; granted: boolean }[]).filter((p) => p.granted).map((p) => p.name).sort(),
    ).toEqual(['read-dashboard', 'read-roles', 'read-users']);
    // The next navigation asks for the permissions again.
    await mainMenu(other.page).getByRole('link', { name: 'Data Pengguna' }).click();
    await expect(other.page.getByRole('heading', { level: 1, name: 'Data Pengguna' })).toBeVisible();
    await expect.poll(() => menuEntries(other.page)).toEqual(['Dashboard', 'Pengguna', 'Peran']);
    await other.context.close();
  });

  test('the same user edited in two tabs: the second save shows the conflict and loses nothing', async ({ page, request, context }) => {
    const admin = await apiSignIn(request, 'admin');
    const user = await createUserByApi(request, admin.headers, 6);
    await signIn(page, 'admin', { remember: true });
    await page.goto(`/users/${user.id}/edit`);
    await expect(nameField(page)).toHaveValue(`Journey ${user.username}`);
    const second = await context.newPage();
    await second.goto(`/users/${user.id}/edit`);
    await expect(nameField(second)).toHaveValue(`Journey ${user.username}`);

    await nameField(page).fill('Nama dari Tab Satu');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(page.getByRole('status', { name: 'Notifikasi' })).toContainText(`Perubahan pada ${user.username} disimpan.`);

    await second.bringToFront();
    await nameField(second).fill('Nama dari Tab Dua');
    await second.getByRole('textbox', { name: /Email/ }).fill('tab.dua@laju.example');
    await second.getByRole('button', { name: 'Simpan', exact: true }).click();
    await expect(second.getByRole('alert').filter({ hasText: 'Data ini baru saja diubah orang lain' })).toBeVisible();
    await expect(nameField(second)).toHaveValue('Nama dari Tab Dua');
    await expect(second.getByRole('textbox', { name: /Email/ })).toHaveValue('tab.dua@laju.example');
    await expect(nameField(second)).toHaveAccessibleDescription('Nilai terbaru di server: Nama dari Tab Satu');
    await second.getByRole('button', { name: 'Simpan isian saya' }).click();
    await expect(second.getByRole('status', { name: 'Notifikasi' })).toContainText(`Perubahan pada ${user.username} disimpan.`);
    const saved = await request.get(`/api/users/${user.id}`, { headers: admin.headers });
    expect((await saved.json()).data).toMatchObject({ name: 'Nama dari Tab Dua', email: 'tab.dua@laju.example', version: user.version + 2 });
  });

  test('deactivating a user who is signed in elsewhere ends that session', async ({ page, request, browser }) => {
    const admin = await apiSignIn(request, 'admin');
    const user = await createUserByApi(request, admin.headers, 6);
    const elsewhere = await signedInPage(browser, user.username);
    await expect(elsewhere.page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    await signIn(page, 'admin', { remember: true });
    await page.goto(`/users/data?q=${user.username}`);
    const table = page.getByRole('table', { name: 'Daftar pengguna' });
    await expect(table.getByRole('rowheader')).toHaveText([user.username]);
    await table.getByRole('button', { name: /^Nonaktifkan / }).click();
    await page.getByRole('alertdialog', { name: 'Nonaktifkan pengguna?' }).getByRole('button', { name: 'Nonaktifkan' }).click();
    await expect(page.getByRole('status', { name: 'Notifikasi' })).toContainText(`${user.username} dinonaktifkan.`);

    // Their next step meets the ended session: signed out, with the original's alert.
    await elsewhere.page.getByRole('button', { name: /^Akun/ }).click();
    await elsewhere.page.getByRole('menuitem', { name: 'Profil' }).click();
    await expect(elsewhere.page).toHaveURL(/\/login$/);
    await expect(elsewhere.page.getByRole('alertdialog', { name: 'Unauthorize!' })).toBeVisible();
    // And they cannot sign in again.
    await elsewhere.page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await elsewhere.page.getByLabel('Nama pengguna').fill(user.username);
    await elsewhere.page.getByLabel('Kata sandi').fill(PASSWORD);
    await elsewhere.page.getByRole('button', { name: 'Masuk' }).click();
    await expect(elsewhere.page.getByRole('alert')).toHaveText('Nama pengguna atau kata sandi tidak valid.');
    await elsewhere.context.close();
  });

  test('deactivating yourself is not offered, and the server refuses it with a clear message', async ({ page, request }) => {
    await signIn(page, 'admin', { remember: true });
    const admin = await apiSignIn(request, 'admin');
    // Neither your own detail nor your own row offers "Nonaktifkan".
    await page.goto(`/users/${admin.userId}/detail`);
    await expect(page.locator('dt', { hasText: /^Nama pengguna$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('admin');
    await expect(page.getByRole('button', { name: /^Nonaktifkan/ })).toHaveCount(0);
    await page.goto('/users/data?q=admin');
    const self = page.getByRole('table', { name: 'Daftar pengguna' }).getByRole('row', { name: /admin \(Anda\)/ });
    await expect(self).toBeVisible();
    await expect(self.getByRole('button', { name: /^Nonaktifkan/ })).toHaveCount(0);
    // A request sent anyway is refused.
    const refused = await request.post(`/api/users/${admin.userId}/deactivate`, { headers: admin.headers });
    expect(refused.status()).toBe(422);
    expect((await refused.json()).error.code).toBe('SELF_DEACTIVATION');
  });
});
