import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { signInWith } from '../support/ui';
import { E2E_ADMIN_PASSWORD, E2E_SERVER_PORT } from '../../playwright.server.config';

/** Playwright's `test`, with each worker's requests and pages sent to that worker's own server. */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide, testInfo) => {
    await provide(`http://127.0.0.1:${E2E_SERVER_PORT + testInfo.parallelIndex}`);
  },
});
export { expect };

export const PASSWORD = E2E_ADMIN_PASSWORD;

export { mainMenu, menuEntries } from '../support/ui';

export const signIn = (page: Page, username: string, options: { remember?: boolean } = {}) =>
  signInWith(page, username, PASSWORD, options);

/** Signs in through the API (no browser) and returns the bearer header and the user id. */
export async function apiSignIn(request: APIRequestContext, username: string) {
  const response = await request.post('/api/auth/login', { data: { username, password: PASSWORD, remember: false } });
  expect(response.status()).toBe(200);
  const { data } = await response.json();
  return { userId: data.userId as number, headers: { authorization: `Bearer ${data.accessToken}` } };
}
