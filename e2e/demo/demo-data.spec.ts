import { expect, test } from '@playwright/test';
import { DATE_OPTIONS } from '../../src/lib/format-options';
import { signIn } from './app';

test.describe('demo data (MSW demo build)', () => {
  // Stories keep the mock's fixed clock; the demo build dates its records from the day it is opened
  // (docs/decisions/368-demo-records-follow-a-working-calendar.md), so the report's default month,
  // which follows the browser's date, meets them.
  test("the dashboard's 30 days end on the real today and hold the demo's deliveries", async ({ page }) => {
    await signIn(page, 'admin');
    const today = new Intl.DateTimeFormat('id-ID', { ...DATE_OPTIONS, timeZone: 'Asia/Jakarta' }).format(new Date());
    await expect(page.getByRole('img', { name: /Barang keluar per hari/ })).toHaveAccessibleDescription(new RegExp(`sampai ${today}\\. Total \\d`));
  });
});
