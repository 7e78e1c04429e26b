import { chromium } from 'playwright';
import { readFileSync, readdirSync } from 'node:fs';
const origin = 'http://127.0.0.1:4600', target = process.argv[2] ?? '/users/data';
const file = readdirSync('dist/assets').find((f) => f.startsWith('index-'));
let src = readFileSync('dist/assets/' + file, 'utf8');
const M = (n) => `;(globalThis.__t??=[]).push(['${n}',performance.now()]);`;
const reps = [
  ['var V=e=>e(),H=l(window.location.search);g(H),c(H);', `var V=e=>e();${M('0')}var H=l(window.location.search);${M('theme-read')}g(H);${M('theme-apply')}c(H);${M('theme-store')}`],
  ['N({namespaces:W?[...I,W]:I,localesBase:`/`,api:!0,apiBaseUrl:``}),', 'N({namespaces:W?[...I,W]:I,localesBase:`/`,api:!0,apiBaseUrl:``});' + M('early') ],
  ['.catch(()=>void 0),B();', '.catch(()=>void 0);' + M('import-shell') + 'B();' + M('worker')],
  ['G();export', 'G();' + M('import-boot') + 'export'],
];
for (const [a, b] of reps) { if (!src.includes(a)) throw new Error(a); src = src.replace(a, b); }
for (let k = 0; k < 4; k++) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  if (target !== '/login') {
    await page.goto(origin + '/login');
    await page.getByLabel(/nama pengguna|username/i).fill('admin');
    await page.getByLabel(/kata sandi|password/i).fill('Bench#Lighthouse-2026');
    await page.getByLabel(/ingat saya|remember/i).check();
    await page.getByRole('button', { name: /masuk|sign in|log in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30000 });
  }
  await page.route(/\/assets\/index-.*\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: src }));
  page.on('console', (m) => console.log('console', m.text())); page.on('pageerror', (e) => console.log('err', e.message));
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(origin + target, { waitUntil: 'load' });
  await page.waitForTimeout(500);
  const t = await page.evaluate(() => globalThis.__t); console.log(page.url());
  console.log(t.map(([n, v], i) => `${n}:${i ? (v - t[i - 1][1]).toFixed(1) : v.toFixed(0)}`).join(' '));
  await browser.close();
}
