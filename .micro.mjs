import { chromium } from 'playwright';
const order = process.argv[2] ?? 'cookie,ls,ss,mm,worker,fetch';
const html = `<!doctype html><html><head><script>
const r = {}; const t = (k, f) => { const a = performance.now(); f(); r[k] = +(performance.now() - a).toFixed(1); };
const ops = {
  cookie: () => document.cookie,
  ls: () => localStorage.getItem('x'),
  ss: () => sessionStorage.getItem('x'),
  mm: () => matchMedia('(prefers-color-scheme: dark)').matches,
  worker: () => new Worker(URL.createObjectURL(new Blob(['1'], {type:'text/javascript'}))),
  fetch: () => { for (let i=0;i<5;i++) fetch('/locales/en/common.json?'+i); },
  intl: () => new Intl.DateTimeFormat('id-ID', {timeZone:'Asia/Jakarta', dateStyle:'medium'}).format(0),
  lang: () => navigator.languages,
};
for (const k of '${order}'.split(',')) t(k, ops[k]);
window.__r = r;
</script></head><body>x</body></html>`;
const res = [];
for (let i = 0; i < 4; i++) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await (await browser.newContext()).newPage();
  await page.route('http://127.0.0.1:4600/micro', (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await page.goto('about:blank');
  await page.goto('http://127.0.0.1:4600/micro');
  res.push(await page.evaluate(() => window.__r));
  await browser.close();
}
console.log(res);
