import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api/client';
import { fetchExport } from './outgoing-report';

const client = (tokens: string[]) =>
  ({
    token: vi.fn(async (renew?: boolean) => (renew ? tokens[1]! : tokens[0]!)),
    url: (path: string) => `http://api.test${path}`,
  }) as unknown as ApiClient;

describe('fetchExport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renews the token once on 401, reports progress and names the file from Content-Disposition', async () => {
    const calls: { url: string; auth: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const auth = new Headers(init.headers).get('Authorization');
        calls.push({ url, auth });
        if (auth !== 'Bearer fresh') return new Response(JSON.stringify({ error: { code: 'TOKEN_EXPIRED', message: 'x' } }), { status: 401 });
        return new Response('\uFEFFa,b\r\n', { headers: { 'Content-Type': 'text/csv', 'Content-Length': '8', 'Content-Disposition': 'attachment; filename="outgoing-items_2026-11-25.csv"' } });
      }),
    );
    const progress: unknown[] = [];
    const file = await fetchExport(client(['stale', 'fresh']), 'startDate=2026-11-25&endDate=2026-11-25', 'csv', 'en', {
      signal: new AbortController().signal,
      onProgress: (step) => progress.push(step),
    });
    expect(calls.map((call) => call.auth)).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(calls[0]!.url).toBe('http://api.test/api/reports/outgoing-items/export?startDate=2026-11-25&endDate=2026-11-25&format=csv&lang=en');
    expect(file.fileName).toBe('outgoing-items_2026-11-25.csv');
    expect(file.blob.size).toBe(8); // the BOM is 3 bytes
    expect(progress.at(-1)).toEqual({ loaded: 8, total: 8, rows: null });
  });

  it('throws the error shape of a refusal (403) and the abort of a cancel', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: { code: 'FORBIDDEN', message: 'Missing permission' } }), { status: 403 })));
    await expect(fetchExport(client(['t', 't']), 'q=1', 'xlsx', 'id', { signal: new AbortController().signal, onProgress: () => {} })).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });

    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            const abort = () => reject(new DOMException('Aborted', 'AbortError'));
            if (init.signal!.aborted) abort();
            else init.signal!.addEventListener('abort', abort);
          }),
      ),
    );
    const controller = new AbortController();
    const running = fetchExport(client(['t', 't']), 'q=1', 'xlsx', 'id', { signal: controller.signal, onProgress: () => {} });
    controller.abort();
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
  });
});
