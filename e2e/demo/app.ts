import type { Page } from '@playwright/test';
import { signInWith } from '../support/ui';

export const DEMO_PASSWORD = 'Laju#2025';

export { mainMenu, menuEntries } from '../support/ui';

export const signIn = (page: Page, username: string, options: { remember?: boolean; goto?: boolean } = {}) =>
  signInWith(page, username, DEMO_PASSWORD, options);

export interface MockStats {
  refresh: number;
  login: number;
  logout: number;
  permissions: number;
}

/** The demo mock API's call counts (window.__lajuMock, demo builds only). */
export const mockStats = (page: Page): Promise<MockStats> =>
  page.evaluate(() => ({ ...(window as unknown as { __lajuMock: { stats: MockStats } }).__lajuMock.stats }));
