import { expect, test, apiSignIn, mainMenu, menuEntries, signIn } from './app';

/** The session journeys (docs/product/sessions.md), in Chromium against `npm start`. */
test.describe('npm start: sessions in the browser', () => {
  test('Master sees the full menu', async ({ page }) => {
    await signIn(page, 'admin');
    expect(await menuEntries(page)).toEqual(['Dashboard', 'Pengguna', 'Peran', 'Kustomer', 'Barang', 'DO', 'Pengiriman', 'Armada', 'Laporan']);
  });

  test('Viewer sees only the Dashboard', async ({ page }) => {
    await signIn(page, 'viewer');
    expect(await menuEntries(page)).toEqual(['Dashboard']);
  });

  test('with "Ingat saya" a reload keeps the user signed in, with one refresh', async ({ page }) => {
    await signIn(page, 'admin', { remember: true });
    await page.goto('/users/data');
    await expect(page.getByRole('heading', { level: 1, name: 'Data Pengguna' })).toBeVisible();
    let refreshes = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/refresh') refreshes += 1;
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Data Pengguna' })).toBeVisible();
    await expect(mainMenu(page)).toBeVisible();
    expect(refreshes).toBe(1);
  });

  test('without "Ingat saya" a reload keeps the session; a new browser session does not', async ({ page, browser }) => {
    // The refresh cookie lasts for the browser session; reloads and typed URLs keep it.
    await signIn(page, 'admin');
    await page.reload();
    await expect(mainMenu(page)).toBeVisible();
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goto('/users/data');
    await expect(page.getByRole('heading', { level: 1, name: 'Data Pengguna' })).toBeVisible();
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'refreshToken');
    expect(cookie, 'the refresh cookie').toBeTruthy();
    expect(cookie!.expires, 'a browser-session cookie has no expiry').toBe(-1);

    // A closed browser ends it: a new context starts without the cookie.
    const other = await browser.newContext();
    const fresh = await other.newPage();
    await fresh.goto('/users/data');
    await expect(fresh).toHaveURL(/\/login$/);
    const alert = fresh.getByRole('alertdialog', { name: 'Unauthorize!' });
    await expect(alert).toContainText('You need to login before accessing this page.');
    await alert.getByRole('button', { name: 'OK' }).click();
    await other.close();
  });

  test('logout shows "Berhasil!", ends on /login and ends the session on the server', async ({ page }) => {
    await signIn(page, 'admin', { remember: true });
    await page.getByRole('button', { name: /^Akun/ }).click();
    await page.getByRole('menuitem', { name: 'Keluar' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Berhasil!' });
    await expect(alert).toContainText('Berhasil Logout.');
    await expect(page).toHaveURL(/\/login$/);
    await alert.getByRole('button', { name: 'OK' }).click();
    expect((await page.request.post('/api/auth/refresh')).status()).toBe(400);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a session whose user is deactivated is sent to /login on its next call', async ({ page, request }) => {
    await signIn(page, 'spv', { remember: true });
    const admin = await apiSignIn(request, 'admin');
    const spv = await apiSignIn(request, 'spv');
    const deactivate = await request.post(`/api/users/${spv.userId}/deactivate`, { headers: admin.headers });
    expect(deactivate.status()).toBe(200);
    try {
      await mainMenu(page).getByRole('button', { name: 'Peran' }).click();
      await mainMenu(page).getByRole('link', { name: 'Data Peran' }).click();
      await expect(page).toHaveURL(/\/login$/);
    } finally {
      const restore = await request.post(`/api/users/${spv.userId}/restore`, { headers: admin.headers });
      expect(restore.status()).toBe(200);
    }
  });
});
