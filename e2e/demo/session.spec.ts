import { expect, test } from '@playwright/test';
import { menuEntries, mainMenu, mockStats, signIn } from './app';

test.describe('session (MSW demo build)', () => {
  test('signs in and lands on the dashboard', async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('wrong credentials show the original message and keep what was typed', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Nama pengguna').fill('admin');
    await page.getByLabel('Kata sandi').fill('salah');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page.getByRole('alert')).toHaveText('Nama pengguna atau kata sandi tidak valid.');
    await expect(page.getByLabel('Nama pengguna')).toHaveValue('admin');
  });

  test('a remembered session is restored after a reload', async ({ page }) => {
    await signIn(page, 'admin', { remember: true });
    await page.goto('/users/data');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Data Pengguna' })).toBeVisible();
    expect((await mockStats(page)).refresh).toBe(1);
  });

  test('without "Ingat saya" a reload keeps the session; a new browser session does not', async ({ page, browser }) => {
    // Without "Ingat saya" the session lasts for the browser session (reloads keep it).
    await signIn(page, 'admin');
    await page.goto('/users/data');
    await page.reload();
    await expect(page).toHaveURL(/\/users\/data$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Data Pengguna' })).toBeVisible();

    // A closed browser ends it: a new context starts without the session's cookie.
    const fresh = await browser.newPage();
    await fresh.goto('/users/data');
    await expect(fresh).toHaveURL(/\/login$/);
    const alert = fresh.getByRole('alertdialog', { name: 'Unauthorize!' });
    await expect(alert).toContainText('You need to login before accessing this page.');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toBeHidden();
    await fresh.close();
  });

  test('a first load of /login renders without the router, which arrives with the sign-in', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Masuk' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => /\/assets\/(router|shell)-/.test(path))).toEqual([]);
    await signIn(page, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(scripts.some((path) => /\/assets\/router-/.test(path))).toBe(true);
  });

  test('after a reload of /login, signing in still returns to the page the guard came from', async ({ page }) => {
    await page.goto('/users/data');
    const alert = page.getByRole('alertdialog', { name: 'Unauthorize!' });
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.reload();
    await signIn(page, 'admin', { goto: false });
    await expect(page).toHaveURL(/\/users\/data$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Data Pengguna' })).toBeVisible();
  });

  test('/login redirects to /dashboard when signed in', async ({ page }) => {
    await signIn(page, 'admin', { remember: true });
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the menu follows the role: Master sees every group, Viewer only the Dashboard', async ({ page, browser }) => {
    await signIn(page, 'admin');
    expect(await menuEntries(page)).toEqual(['Dashboard', 'Pengguna', 'Peran', 'Kustomer', 'Barang', 'DO', 'Pengiriman', 'Armada', 'Laporan']);

    const viewer = await browser.newPage();
    await signIn(viewer, 'viewer');
    expect(await menuEntries(viewer)).toEqual(['Dashboard']);
    await viewer.close();
  });

  test('a role with some groups sees exactly those, and starts on its first page', async ({ page }) => {
    await signIn(page, 'admin.gudang');
    expect(await menuEntries(page)).toEqual(['Barang', 'DO', 'Pengiriman', 'Armada']);
    // Admin Gudang may not read the dashboard: the start page is its first menu entry, not /404.
    await expect(page).toHaveURL(/\/items\/data$/);
  });

  test('a missing permission goes to /404', async ({ page }) => {
    await signIn(page, 'viewer', { remember: true });
    await page.goto('/users/data');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/tidak/ada');
    await expect(page.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeVisible();
  });

  test('401 → one refresh → the call is retried and the page works', async ({ page }) => {
    await signIn(page, 'admin');
    const before = await mockStats(page);
    await page.evaluate(() => (window as unknown as { __lajuMock: { expireAccessTokens(): void } }).__lajuMock.expireAccessTokens());
    await mainMenu(page).getByRole('button', { name: 'Peran' }).click();
    await mainMenu(page).getByRole('link', { name: 'Data Peran' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Data Peran' })).toBeVisible();
    await expect.poll(async () => (await mockStats(page)).refresh).toBe(before.refresh + 1);
    await expect(page).toHaveURL(/\/roles\/data$/);
  });

  test('refresh answered 400 → signed out on /login', async ({ page }) => {
    await signIn(page, 'admin', { remember: true });
    // The refresh "cookie" is gone (expired server-side): the next start-up refresh answers 400.
    await page.evaluate(() => {
      localStorage.removeItem('laju-mock-refresh');
      sessionStorage.removeItem('laju-mock-refresh');
    });
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alertdialog', { name: 'Unauthorize!' })).toBeVisible();
    const stats = await mockStats(page);
    expect(stats.logout).toBe(1);
  });

  test('logout shows "Berhasil!" and ends on /login', async ({ page }) => {
    await signIn(page, 'admin', { remember: true });
    await page.getByRole('button', { name: /^Akun/ }).click();
    await page.getByRole('menuitem', { name: 'Keluar' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Berhasil!' });
    await expect(alert).toContainText('Berhasil Logout.');
    await expect(page).toHaveURL(/\/login$/);
    await alert.getByRole('button', { name: 'OK' }).click();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('theme and language survive a reload', async ({ page }) => {
    await signIn(page, 'admin', { remember: true });
    // The page's colours come from the built global stylesheet (decision 283): light, then dark.
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await expect.poll(background).toBe('rgb(243, 244, 247)');
    await page.getByRole('button', { name: 'Tema' }).click();
    await page.getByRole('menuitemradio', { name: 'Gelap' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(background).toBe('rgb(18, 21, 29)');
    await page.getByRole('button', { name: 'Bahasa' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(background).toBe('rgb(18, 21, 29)');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('a hostile ?theme= is ignored and nothing breaks', async ({ page }) => {
    await page.goto(`/login?theme=${encodeURIComponent('dark"><script>alert(1)</script>')}`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.goto('/login?theme=dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
