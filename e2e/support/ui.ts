import { expect, type Locator, type Page } from '@playwright/test';

/** The login page, by what a person sees. */
export async function signInWith(page: Page, username: string, password: string, { remember = false, goto = true } = {}) {
  if (goto) await page.goto('/login');
  await page.getByLabel('Nama pengguna').fill(username);
  await page.getByLabel('Kata sandi').fill(password);
  if (remember) await page.getByRole('checkbox', { name: 'Ingat saya' }).check();
  await page.getByRole('button', { name: 'Masuk' }).click();
  // The password check (scrypt) and the shell's first chunks: more than the default 5 s on a busy machine.
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible({ timeout: 15_000 });
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

/**
 * Chooses in a server-search picker (the role field, a log's user filter, decision 161) as a
 * person does: types part of the name, then clicks the option the server answered.
 */
export async function choose(picker: Locator, query: string, option: string) {
  await picker.fill(query);
  await picker.page().getByRole('option', { name: option, exact: true }).click();
}
