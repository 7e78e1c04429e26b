import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Laju#2025';

/** The login page, by what a person sees. */
export async function signIn(page: Page, username: string, { remember = false } = {}) {
  await page.goto('/login');
  await page.getByLabel('Nama pengguna').fill(username);
  await page.getByLabel('Kata sandi').fill(DEMO_PASSWORD);
  if (remember) await page.getByRole('checkbox', { name: 'Ingat saya' }).check();
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
}

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu utama' });

/** The top-level entries of the sidebar: links and group buttons, in order. */
export async function menuEntries(page: Page): Promise<string[]> {
  const menu = mainMenu(page);
  await expect(menu.getByRole('link').first()).toBeVisible();
  return (await menu.locator('ul:not([data-sublist]) > li > :is(a, button)').allInnerTexts()).map((text) => text.trim().split('\n')[0]!.trim());
}

export interface MockStats {
  refresh: number;
  login: number;
  logout: number;
  permissions: number;
}

/** The demo mock API's call counts (window.__lajuMock, demo builds only). */
export const mockStats = (page: Page): Promise<MockStats> =>
  page.evaluate(() => ({ ...(window as unknown as { __lajuMock: { stats: MockStats } }).__lajuMock.stats }));
