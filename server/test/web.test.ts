import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrecompressed, precompress } from '../../scripts/precompress.mjs';
import { createTestApp, type TestApp } from './harness';

/** The SPA side of `npm start`, against a stand-in build (the real one comes from vite build). */
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'laju-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, 'locales/id'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body></body></html>');
  // What build/plugins.ts's routeChunks writes: route pattern → the chunks that route runs.
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(
    path.join(dist, '.vite/route-chunks.json'),
    JSON.stringify({
      '/dashboard': { early: ['/assets/shell-1.js', '/assets/router-1.js'], late: ['/assets/dashboard-3.js'] },
      '/users/:userId/edit': { early: ['/assets/shell-1.js', '/assets/router-1.js'], late: ['/assets/user-form-2.js', '/assets/kit-4.js'] },
    }),
  );
  fs.writeFileSync(path.join(dist, 'assets/index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  fs.writeFileSync(path.join(dist, 'locales/id/ui.json'), '{"hello":"halo"}');
  // What `npm start` and `npm run build` do after vite build (decision 270): a chunk with its
  // Brotli and gzip copies; index-abc123.js stays without them, as a build made by vite alone.
  fs.writeFileSync(path.join(dist, 'assets/vendor-def456.js'), `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, name: `Barang ${i}` })))};`);
  await precompress(dist);
  // An old build may still hold the demo's mock API worker: it must not be served.
  fs.writeFileSync(path.join(dist, 'mockServiceWorker.js'), 'self.addEventListener("fetch", () => {});');
  t = await createTestApp({ staticDir: dist, corsOrigins: ['https://admin.laju.test'], apiOrigin: 'https://api.laju.test' });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('serving the built app', () => {
  it('serves index.html for / and client routes, uncached, with security headers', async () => {
    for (const url of ['/', '/dashboard', '/users/12/edit', '/no/such/page']) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('index-abc123.js');
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      // Built with VITE_API_BASE_URL: the app may call that API host, and no other.
      expect(csp).toMatch(/connect-src 'self' https:\/\/api\.laju\.test(;|$)/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it("names the chunks of the route it answers: router and shell preloaded, the screen's in a meta tag (decision 260)", async () => {
    const page = async (url: string) => {
      const body = (await t.app.inject({ url })).body;
      return {
        body,
        early: [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]),
        late: /<meta name="laju-chunks" content="([^"]*)">/.exec(body)?.[1],
      };
    };
    const edit = await page('/users/12/edit');
    expect(edit.early).toEqual(['/assets/shell-1.js', '/assets/router-1.js']);
    expect(edit.late).toBe('/assets/user-form-2.js /assets/kit-4.js');
    expect(edit.body.indexOf('laju-chunks')).toBeLessThan(edit.body.indexOf('</head>'));
    expect((await page('/users/12/edit/')).late).toBe('/assets/user-form-2.js /assets/kit-4.js');
    expect((await page('/dashboard?x=1')).late).toBe('/assets/dashboard-3.js');
    // No id, an unknown path, the sign-in page: index.html as built.
    for (const url of ['/users//edit', '/no/such/page', '/login', '/']) {
      const plain = await page(url);
      expect(plain.early, url).toEqual([]);
      expect(plain.late, url).toBeUndefined();
    }
  });

  it("names the request's language cookie in the page, so the app never reads its cookies to learn it (decision 286)", async () => {
    const named = async (cookie?: string) => {
      const response = await t.app.inject({ url: '/users/12/edit', headers: cookie ? { cookie } : {} });
      expect(response.headers.vary).toContain('Cookie');
      return /<meta name="laju-lng-cookie" content="([^"]*)">/.exec(response.body)?.[1];
    };
    expect(await named('i18next=en')).toBe('en');
    expect(await named('persist=1; i18next=id; other=x')).toBe('id');
    // No cookie, or another one only: named empty, and the app goes on to its next source.
    expect(await named()).toBe('');
    expect(await named('xi18next=en')).toBe('');
    // Whatever the cookie holds, only letters and '-' reach the page, 16 at most.
    expect(await named('i18next="><script>alert(1)</script>')).toBe('scriptalertscrip');
    expect((await t.app.inject({ url: '/login', headers: { cookie: 'i18next=en-US' } })).body).toContain('<meta name="laju-lng-cookie" content="en-US">');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it("sends a build's precompressed copy as it is: Brotli when the browser takes it, else gzip", async () => {
    const source = fs.readFileSync(path.join(dist, 'assets/vendor-def456.js'));
    const brotli = await t.app.inject({ url: '/assets/vendor-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    // The copy written at build time, not one made for this response; the same bytes unpacked.
    expect(brotli.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets/vendor-def456.js.br')))).toBe(true);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).equals(source)).toBe(true);
    const gzip = await t.app.inject({ url: '/assets/vendor-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets/vendor-def456.js.gz')))).toBe(true);
    expect(zlib.gunzipSync(gzip.rawPayload).equals(source)).toBe(true);
    const plain = await t.app.inject({ url: '/assets/vendor-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(source)).toBe(true);
    // Files under 1 KiB and the build's own notes get no copies.
    expect(fs.existsSync(path.join(dist, 'locales/id/ui.json.br'))).toBe(false);
    expect(fs.existsSync(path.join(dist, '.vite/route-chunks.json.br'))).toBe(false);
  });

  it('knows whether a build has its copies: `npm start` compresses a build made without them', () => {
    expect(isPrecompressed(dist)).toBe(true);
    // index.html written again (a new vite build) after the copies: they are stale.
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(path.join(dist, 'index.html'), later, later);
    expect(isPrecompressed(dist)).toBe(false);
  });

  it("sends a script's and a translation's file without the headers only a page uses, keeping nosniff (decision 274)", async () => {
    const page = await t.app.inject({ url: '/users/data', headers: { accept: 'text/html' } });
    for (const url of ['/assets/vendor-def456.js', '/assets/index-abc123.js', '/locales/id/ui.json']) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'referrer-policy', 'strict-transport-security']) {
        expect(response.headers[name], `${url} ${name}`).toBeUndefined();
        expect(page.headers[name], `the page's ${name}`).toBeTruthy();
      }
    }
    // An API answer keeps all of them: it can be opened as a page.
    const api = await t.app.inject({ url: '/api/health' });
    expect(String(api.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(api.headers['x-frame-options']).toBe('DENY');
  });

  it('revalidates translations', async () => {
    const response = await t.app.inject({ url: '/locales/id/ui.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps /api unknown paths as JSON 404s', async () => {
    const response = await t.app.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('answers 404 for a missing asset instead of index.html, so a stale chunk fails visibly', async () => {
    for (const url of ['/assets/nope.js', '/assets/index-old999.css', '/assets/']) {
      const response = await t.app.inject({ url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such file' } });
    }
  });

  it('never serves the mock API worker', async () => {
    for (const url of ['/mockServiceWorker.js', '/mockServiceWorker.js?v=1']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('addEventListener');
    }
  });

  it('sends a Permissions-Policy turning off powerful features on pages and API answers, the camera for the app itself only', async () => {
    for (const url of ['/', '/users/data', '/api/health', '/api/nope']) {
      const policy = String((await t.app.inject({ url })).headers['permissions-policy']);
      expect(policy.split(', ').filter((entry) => !entry.endsWith('=()')), url).toEqual(['camera=(self)']);
      expect(policy).toContain('geolocation=()');
      expect(policy).toContain('microphone=()');
    }
  });

  it('allows credentialed CORS only for configured origins', async () => {
    const allowed = await t.app.inject({ url: '/api/health', headers: { origin: 'https://admin.laju.test' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.laju.test');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const other = await t.app.inject({ url: '/api/health', headers: { origin: 'https://evil.test' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
