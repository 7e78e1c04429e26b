import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './client';
import { ApiError } from './errors';
import { longRequest } from './long-request';

const clientOf = () => ({ token: vi.fn(async (renew?: boolean) => (renew ? 'new' : 'old')), url: (path: string) => `http://api.test${path}` }) as unknown as ApiClient & { token: ReturnType<typeof vi.fn> };

interface Call {
  url: string;
  method: string | undefined;
  credentials: RequestCredentials | undefined;
  auth: string | null;
  type: string | null;
  body: unknown;
}

/** Stubs fetch with `answer`, recording what each call sent. */
const stubFetch = (answer: (call: Call, init: RequestInit) => Response | Promise<Response>) => {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = new Headers(init.headers);
      const call = { url, method: init.method, credentials: init.credentials, auth: headers.get('Authorization'), type: headers.get('Content-Type'), body: init.body };
      calls.push(call);
      return answer(call, init);
    }),
  );
  return calls;
};

/** A fetch that never answers, rejecting as a browser does once its signal aborts. */
const hanging = (_call: Call, init: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    const signal = init.signal!;
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason));
  });

describe('longRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends a GET with the token and no body, and resolves with the answer unread', async () => {
    const calls = stubFetch(() => new Response('bytes'));
    const response = await longRequest(clientOf(), '/api/x/export', { method: 'GET', signal: new AbortController().signal });
    expect(calls).toEqual([{ url: 'http://api.test/api/x/export', method: 'GET', credentials: 'include', auth: 'Bearer old', type: null, body: undefined }]);
    expect(await response.text()).toBe('bytes');
  });

  it('sends a body as JSON, a FormData as it is, and no Authorization without a token', async () => {
    const calls = stubFetch(() => new Response('{}'));
    const client = clientOf();
    client.token.mockResolvedValue(null);
    const form = new FormData();
    form.append('file', new File(['x'], 'a.csv'));
    await longRequest(client, '/a', { method: 'POST', body: { format: 'csv' }, signal: new AbortController().signal });
    await longRequest(client, '/b', { method: 'POST', body: form, signal: new AbortController().signal });
    expect(calls.map(({ auth, type, body }) => ({ auth, type, body }))).toEqual([
      { auth: null, type: 'application/json', body: '{"format":"csv"}' },
      { auth: null, type: null, body: form },
    ]);
  });

  it('renews the token once on 401 and sends again; a second 401 throws its ApiError', async () => {
    const calls = stubFetch((call) => (call.auth === 'Bearer new' ? new Response('ok') : new Response('', { status: 401 })));
    const client = clientOf();
    const response = await longRequest(client, '/a', { method: 'POST', body: { a: 1 }, signal: new AbortController().signal });
    expect(response.status).toBe(200);
    expect(calls.map((call) => [call.auth, call.body])).toEqual([
      ['Bearer old', '{"a":1}'],
      ['Bearer new', '{"a":1}'],
    ]);
    expect(client.token.mock.calls).toEqual([[], [true]]);

    stubFetch(() => new Response('', { status: 401 }));
    await expect(longRequest(client, '/a', { method: 'GET', signal: new AbortController().signal })).rejects.toMatchObject({ status: 401, code: 'HTTP_401' });
  });

  it("throws a refusal's ApiError from its JSON body and Retry-After, and from its status when the body is not JSON", async () => {
    stubFetch(() => Response.json({ error: { code: 'EXPORT_TOO_LARGE', message: 'no', fields: { rows: 'TOO_MANY' } } }, { status: 422, headers: { 'Retry-After': '7' } }));
    const refused = longRequest(clientOf(), '/a', { method: 'GET', signal: new AbortController().signal });
    await expect(refused).rejects.toMatchObject({ status: 422, code: 'EXPORT_TOO_LARGE', fields: { rows: 'TOO_MANY' }, details: { retryAfterSeconds: 7 } });

    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const failed = longRequest(clientOf(), '/a', { method: 'GET', signal: new AbortController().signal });
    await expect(failed).rejects.toMatchObject({ status: 502, code: 'INTERNAL' });
  });

  it("rethrows the fetch's own error when cancelled, not an ApiError", async () => {
    stubFetch(hanging);
    const controller = new AbortController();
    const pending = longRequest(clientOf(), '/a', { method: 'GET', signal: controller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('throws an ApiError of status 0 on the timeout and on a lost connection', async () => {
    vi.spyOn(AbortSignal, 'timeout').mockReturnValue(AbortSignal.abort(new DOMException('timed out', 'TimeoutError')));
    stubFetch(hanging);
    await expect(longRequest(clientOf(), '/a', { method: 'GET', signal: new AbortController().signal })).rejects.toMatchObject({ status: 0, code: 'TIMEOUT' });
    vi.restoreAllMocks();

    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(longRequest(clientOf(), '/a', { method: 'GET', signal: new AbortController().signal })).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
