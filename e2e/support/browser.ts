import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './chromium';

/** What the end-to-end projects use: desktop Chrome, Indonesian staff, Jakarta time. */
export const e2eBrowser: NonNullable<PlaywrightTestConfig['use']> = {
  ...devices['Desktop Chrome'],
  locale: 'id-ID',
  timezoneId: 'Asia/Jakarta',
  launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  trace: 'off',
};
