import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** A fake API: accepts only `valid`; counts refresh calls. */
function fakeApi() {
  let valid = 'token-1';
  const calls: { url: string; auth: string | null; credentials: RequestCredentials | undefined }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const auth = new Headers(init?.headers).get('Authorization');
    calls.push({ url: String(url), auth, credentials: init?.credentials });
    await new Promise((resolve) => setTimeout(resolve, 1));
    return auth === `Bearer ${valid}` ? json(200, { data: { ok: true } }) : json(401, { error: { code: 'TOKEN_EXPIRED', message: 'expired' } });
  });
  let token: string | null = 'stale';
  const refresh = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    valid = `token-${refresh.mock.calls.length + 1}`;
    token = valid;
    return valid;
  });
  const client = createApiClient({ fetch, auth: { getAccessToken: () => token, refresh } });
  return { client, fetch, refresh, calls };
}

describe('api client', () => {
  it('sends credentials, JSON and the bearer token', async () => {
    const fetch = vi.fn(async () => json(200, { data: 1 }));
    const client = createApiClient({ baseUrl: 'http://api.test', fetch, auth: { getAccessToken: () => 'abc', refresh: vi.fn() } });
    await client.post('/api/things', { name: 'x' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/api/things');
    expect(init.credentials).toBe('include');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"name":"x"}');
  });

  it('keeps an Authorization header the caller set', async () => {
    const fetch = vi.fn(async () => json(200, { data: 1 }));
    const client = createApiClient({ fetch, auth: { getAccessToken: () => 'abc', refresh: vi.fn() } });
    await client.get('/api/x', { headers: { Authorization: 'Bearer mine' } });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer mine');
  });

  it('refreshes once and retries once on 401', async () => {
    const { client, refresh, calls } = fakeApi();
    await expect(client.get('/api/x')).resolves.toEqual({ data: { ok: true } });
    expect(refresh).toHaveBeenCalledOnce();
    expect(calls.map((call) => call.auth)).toEqual(['Bearer stale', 'Bearer token-2']);
  });

  it('shares ONE refresh among ten concurrent 401s, and retries each request once', async () => {
    const { client, refresh, calls } = fakeApi();
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => client.get(`/api/x/${i}`)));
    expect(results).toHaveLength(10);
    expect(results.every((result) => (result as { data: { ok: boolean } }).data.ok)).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(20);
    for (let i = 0; i < 10; i += 1) {
      expect(calls.filter((call) => call.url === `/api/x/${i}`)).toHaveLength(2);
    }
  });

  it('does not refresh again when the retry is also 401', async () => {
    const fetch = vi.fn(async () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'no' } }));
    const refresh = vi.fn(async () => 'new');
    const client = createApiClient({ fetch, auth: { getAccessToken: () => 'old', refresh } });
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(refresh).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('passes the refresh failure to the caller', async () => {
    const fetch = vi.fn(async () => json(401, { error: { code: 'TOKEN_EXPIRED', message: 'x' } }));
    const refresh = vi.fn(async () => {
      throw new ApiError(400, 'INVALID_REFRESH_TOKEN', 'gone');
    });
    const client = createApiClient({ fetch, auth: { getAccessToken: () => 'old', refresh } });
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 400, code: 'INVALID_REFRESH_TOKEN' });
  });

  it('never retries a 403', async () => {
    const fetch = vi.fn(async () => json(403, { error: { code: 'FORBIDDEN', message: 'no' } }));
    const refresh = vi.fn(async () => 'new');
    const client = createApiClient({ fetch, auth: { getAccessToken: () => 'a', refresh } });
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(refresh).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('skips the refresh cycle for calls that ask so (the auth endpoints)', async () => {
    const fetch = vi.fn(async () => json(401, { error: { code: 'UNAUTHENTICATED', message: 'no' } }));
    const refresh = vi.fn(async () => 'new');
    const client = createApiClient({ fetch, auth: { getAccessToken: () => 'a', refresh } });
    await expect(client.post('/api/auth/refresh', undefined, { noRefresh: true })).rejects.toMatchObject({ status: 401 });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('turns network failures, timeouts and non-JSON answers into typed errors', async () => {
    const down = createApiClient({ fetch: vi.fn(async () => { throw new TypeError('Failed to fetch'); }) });
    await expect(down.get('/api/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });

    const slow = createApiClient({
      timeoutMs: 20,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    });
    await expect(slow.get('/api/x')).rejects.toMatchObject({ status: 0, code: 'TIMEOUT' });

    const html = createApiClient({ fetch: vi.fn(async () => new Response('<html>', { status: 200 })) });
    await expect(html.get('/api/x')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });

    const crash = createApiClient({ fetch: vi.fn(async () => new Response('<h1>Bad gateway</h1>', { status: 502 })) });
    await expect(crash.get('/api/x')).rejects.toMatchObject({ status: 502, code: 'INTERNAL' });
  });

  it('reads the wait time of a 429 from the body or the Retry-After header', async () => {
    const client = createApiClient({
      fetch: vi.fn(async () => json(429, { error: { code: 'RATE_LIMITED', message: 'slow down' } }, { 'Retry-After': '120' })),
    });
    await expect(client.post('/api/auth/login', {})).rejects.toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: 120 } });
  });

  it('maps field errors of a 400', async () => {
    const client = createApiClient({
      fetch: vi.fn(async () => json(400, { error: { code: 'VALIDATION_FAILED', message: 'bad', fields: { username: 'REQUIRED' } } })),
    });
    await expect(client.post('/api/x', {})).rejects.toMatchObject({ fields: { username: 'REQUIRED' } });
  });
});
