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
