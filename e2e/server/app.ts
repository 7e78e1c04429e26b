import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.server.config';

export const PASSWORD = E2E_ADMIN_PASSWORD;

/** The login page, by what a person sees. */
export async function signIn(page: Page, username: string, { remember = false } = {}) {
  await page.goto('/login');
  await page.getByLabel('Nama pengguna').fill(username);
  await page.getByLabel('Kata sandi').fill(PASSWORD);
  if (remember) await page.getByRole('checkbox', { name: 'Ingat saya' }).check();
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible();
}

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu utama' });

/** The top-level entries of the sidebar: links and group buttons, in order. */
export async function menuEntries(page: Page): Promise<string[]> {
  const menu = mainMenu(page);
  await expect(menu.getByRole('link').first()).toBeVisible();
  return (await menu.locator('ul:not([data-sublist]) > li > :is(a, button)').allInnerTexts()).map(
    (text) => text.trim().split('\n')[0]!.trim(),
  );
}

/** Signs in through the API (no browser) and returns the bearer header and the user id. */
export async function apiSignIn(request: APIRequestContext, username: string) {
  const response = await request.post('/api/auth/login', { data: { username, password: PASSWORD, remember: false } });
  expect(response.status()).toBe(200);
  const { data } = await response.json();
  return { userId: data.userId as number, headers: { authorization: `Bearer ${data.accessToken}` } };
}
