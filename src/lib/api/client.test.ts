import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, createApiClients, DEFAULT_TIMEOUT_MS, LONG_OPERATION_TIMEOUT_MS } from './client';
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

describe('the two clients of a session', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** A fetch that never answers; it rejects only when its signal aborts, as the browser's does. */
  const hangingFetch = () =>
    vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );

  /**
   * The platform's AbortSignal.timeout runs on a timer fake timers cannot reach (happy-dom's own
   * window timer, Node's internal one): the same signal on the faked setTimeout instead.
   */
  function fakeTimeoutSignals() {
    vi.useFakeTimers();
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
      const controller = new AbortController();
      setTimeout(() => controller.abort(new DOMException('signal timed out', 'TimeoutError')), ms);
      return controller.signal;
    });
  }

  /** Records whether the call has settled, and its error, without awaiting it. */
  function track(promise: Promise<unknown>) {
    const state: { settled: boolean; error?: unknown } = { settled: false };
    promise.then(
      () => void Object.assign(state, { settled: true }),
      (error: unknown) => void Object.assign(state, { settled: true, error }),
    );
    return state;
  }

  it('the long-operation client waits 300000 ms, then aborts with a TIMEOUT', async () => {
    fakeTimeoutSignals();
    const fetch = hangingFetch();
    const { longApi } = createApiClients({ fetch });
    const call = track(longApi.post('/api/reports/outgoing-items/export', { from: '2025-01-01' }));

    expect(LONG_OPERATION_TIMEOUT_MS).toBe(300_000);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(300_000 - DEFAULT_TIMEOUT_MS - 1);
    expect(call.settled).toBe(false);
    const signal = (fetch.mock.calls[0]![1] as RequestInit).signal!;
    expect(signal.aborted).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(signal.aborted).toBe(true);
    expect(call.error).toMatchObject({ status: 0, code: 'TIMEOUT', message: 'No answer within 300000 ms' });
  });

  it('the main client aborts after its own 30000 ms, while a long call on the same session still waits', async () => {
    fakeTimeoutSignals();
    const fetch = hangingFetch();
    const { api, longApi } = createApiClients({ fetch, auth: { getAccessToken: () => 'abc', refresh: vi.fn() } });
    const normal = track(api.get('/api/users'));
    const long = track(longApi.get('/api/reports/outgoing-items'));

    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(normal.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(DEFAULT_TIMEOUT_MS).toBe(30_000);
    expect(normal.error).toMatchObject({ status: 0, code: 'TIMEOUT', message: 'No answer within 30000 ms' });
    expect(long.settled).toBe(false);

    await vi.advanceTimersByTimeAsync(LONG_OPERATION_TIMEOUT_MS - DEFAULT_TIMEOUT_MS);
    expect(long.error).toMatchObject({ status: 0, code: 'TIMEOUT' });
    // Both carried the session's token: the long client is the same client, only slower to give up.
    expect(fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get('Authorization'))).toEqual(['Bearer abc', 'Bearer abc']);
  });
});

describe('transfers the client cannot make (decision 190)', () => {
  it('gives the token, a renewed one through the shared refresh, and URLs with the base', async () => {
    const { client, refresh } = fakeApi();
    expect(await client.token()).toBe('stale');
    const [first, second] = await Promise.all([client.token(true), client.token(true)]);
    expect([first, second]).toEqual(['token-2', 'token-2']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(await client.token()).toBe('token-2');
    expect(createApiClient({ baseUrl: 'http://api.test' }).url('/api/shipments/1/proof')).toBe('http://api.test/api/shipments/1/proof');
    expect(await createApiClient().token(true)).toBeNull();
  });
});
