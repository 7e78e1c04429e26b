import { expect, test, apiSignIn, PASSWORD } from './app';

/** `npm start` over real HTTP: one port for the SPA and the API, headers, caching, cookies. */
test.describe('npm start: the server', () => {
  test('answers /api/health and unknown /api paths in the error shape', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });
    const missing = await request.get('/api/does-not-exist');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such API endpoint' } });
  });

  test('serves the SPA with fallback, caching and security headers', async ({ request }) => {
    for (const url of ['/', '/login', '/users/data', '/tidak/ada']) {
      const page = await request.get(url);
      expect(page.status(), url).toBe(200);
      expect(page.headers()['content-type']).toContain('text/html');
      expect(page.headers()['cache-control']).toBe('no-cache');
      const csp = page.headers()['content-security-policy'] ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(page.headers()['x-content-type-options']).toBe('nosniff');
      expect(page.headers()['referrer-policy']).toBe('no-referrer');
    }
    const html = await (await request.get('/')).text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const asset = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const script = await request.get(asset!, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(script.status()).toBe(200);
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(['gzip', 'br']).toContain(script.headers()['content-encoding']);
  });

  test("a page's HTML names the chunks of its route, and each is there (decision 260)", async ({ request }) => {
    const named = async (url: string) => {
      const html = await (await request.get(url)).text();
      const early = [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]!);
      const late = /<meta name="laju-chunks" content="([^"]*)">/.exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
      return { early, late };
    };
    const login = await named('/login');
    const list = await named('/users/data');
    const detail = await named('/roles/1/detail');
    expect(login.late).toEqual([]);
    // A signed-in page preloads the router beside the libraries and names its screen's chunks.
    expect(list.early.some((file) => /\/assets\/router-/.test(file))).toBe(true);
    expect(list.early.length).toBeGreaterThan(login.early.length);
    expect(list.late.length).toBeGreaterThan(0);
    expect(detail.late).not.toEqual(list.late);
    for (const file of new Set([...list.early, ...list.late, ...detail.late])) {
      const script = await request.get(file);
      expect(script.status(), file).toBe(200);
      expect(script.headers()['content-type'], file).toContain('javascript');
    }
  });

  test('login sets the refresh cookie httpOnly, SameSite=Strict, Path=/api/auth; failures are 400', async ({ request }) => {
    const wrong = await request.post('/api/auth/login', { data: { username: 'admin', password: 'salah-sekali' } });
    expect(wrong.status()).toBe(400);
    expect((await wrong.json()).error.code).toBe('INVALID_CREDENTIALS');

    const response = await request.post('/api/auth/login', { data: { username: 'admin', password: PASSWORD, remember: true } });
    expect(response.status()).toBe(200);
    const cookie = response.headersArray().find((header) => header.name.toLowerCase() === 'set-cookie')?.value ?? '';
    expect(cookie).toMatch(/^refreshToken=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/auth');
    expect(cookie).toContain('Max-Age=2592000');
    const refreshed = await request.post('/api/auth/refresh');
    expect(refreshed.status()).toBe(200);
    const logout = await request.delete('/api/auth/logout');
    expect(logout.status()).toBe(200);
    expect((await request.post('/api/auth/refresh')).status()).toBe(400);
  });

  test('permissions are enforced by the server: Viewer gets 403 on a Master action', async ({ request }) => {
    const viewer = await apiSignIn(request, 'viewer');
    const permissions = await request.get('/api/roles/my/permissions', { headers: viewer.headers });
    expect(await permissions.json()).toEqual({ data: [{ name: 'read-dashboard' }] });
    const escalate = await request.put('/api/roles/6/permissions', {
      headers: viewer.headers,
      data: { names: ['update-permissions'], version: 1 },
    });
    expect(escalate.status()).toBe(403);
  });
});
