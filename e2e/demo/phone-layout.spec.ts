import { devices, expect, test, type Page, type Request } from '@playwright/test';
import { ROUTES } from '../../src/lib/routes/routes';
import { DEMO_PASSWORD } from './app';

// A phone (Pixel 5: 393 px wide, touch, mobile viewport); the browser stays the configured Chromium.
const { defaultBrowserType: _browser, ...phone } = devices['Pixel 5'];
test.use(phone);

/** Every signed-in page the route table declares, each id the demo's first record. */
const PAGES = [...new Set(ROUTES.map((route) => route.path.replace(/:\w+/g, '1')))];

/**
 * Opens `path` inside the app, as a link would, or as a fresh load (the remembered session
 * carries): a phone keeps a layout one page widened across the app's own navigations.
 */
async function open(page: Page, path: string, fresh: boolean) {
  if (fresh) await page.goto(path);
  else {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Settles once the page has sent nothing for a moment: the screen's chunk and its data have come
 * (the heading is the shell's and shows before them), and only then can a table or a form widen it.
 */
async function settled(page: Page, pending: () => number) {
  let quiet = 0;
  for (let waited = 0; quiet < 3 && waited < 10_000; waited += 100) {
    await page.waitForTimeout(100);
    quiet = pending() === 0 ? quiet + 1 : 0;
  }
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

test.describe('phone layout (MSW demo build)', () => {
  test('no page is wider than a phone: nothing scrolls sideways, nothing widens the page', async ({ page }) => {
    test.setTimeout(120_000);
    // The main menu is a drawer on a phone, so the sign-in ends on the dashboard's heading.
    await page.goto('/login');
    await page.getByLabel('Nama pengguna').fill('admin');
    await page.getByLabel('Kata sandi').fill(DEMO_PASSWORD);
    await page.getByRole('checkbox', { name: 'Ingat saya' }).check();
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
    const width = page.viewportSize()!.width;
    // The requests still on their way; a fresh load leaves the last document's behind.
    const inFlight = new Set<Request>();
    page.on('request', (request) => inFlight.add(request));
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    page.on('framenavigated', (frame) => frame === page.mainFrame() && inFlight.clear());
    const wider: string[] = [];
    let widened = false;
    for (const path of PAGES) {
      await open(page, path, widened);
      await settled(page, () => inFlight.size);
      // A page wider than the screen makes the phone lay it out wider (innerWidth grows) or scroll
      // it; read once the frames after the page's content have been laid out.
      const laidOut = await page.evaluate(
        () =>
          new Promise<{ inner: number; scroll: number }>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve({ inner: window.innerWidth, scroll: document.documentElement.scrollWidth }))),
          ),
      );
      widened = laidOut.inner > width || laidOut.scroll > width;
      if (widened) wider.push(`${path}: ${Math.max(laidOut.inner, laidOut.scroll)} px`);
    }
    expect(PAGES.length).toBeGreaterThan(30);
    expect(wider, `pages wider than ${width} px`).toEqual([]);
  });
});
