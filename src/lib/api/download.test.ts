import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './client';
import { fetchFile, fileNameOf } from './download';

describe('fileNameOf', () => {
  it('reads the quoted, plain and RFC 5987 forms, and never a path', () => {
    expect(fileNameOf('attachment; filename="laporan-pengeluaran-barang_2026-11-01_sd_2026-11-30.xlsx"', 'x')).toBe('laporan-pengeluaran-barang_2026-11-01_sd_2026-11-30.xlsx');
    expect(fileNameOf('attachment; filename=outgoing-items_2026-11-25.csv', 'x')).toBe('outgoing-items_2026-11-25.csv');
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''laporan%20b.csv`, 'x')).toBe('laporan b.csv');
    expect(fileNameOf('attachment; filename="../../etc/passwd"', 'x')).toBe('.._.._etc_passwd');
    expect(fileNameOf(null, 'report.csv')).toBe('report.csv');
  });
});

const client = { token: vi.fn(async () => 't'), url: (path: string) => `http://api.test${path}` } as unknown as ApiClient;

describe('fetchFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('POSTs a JSON body when given one, and reports the rows the server says the file holds', async () => {
    const calls: { method: string | undefined; type: string | null; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push({ method: init.method, type: new Headers(init.headers).get('Content-Type'), body: init.body });
        return new Response('abc', { headers: { 'X-Total-Count': '1204', 'Content-Disposition': 'attachment; filename="daftar-do_2026-12-05.csv"' } });
      }),
    );
    const progress: unknown[] = [];
    const file = await fetchFile(client, '/api/delivery-orders/export', {
      body: { format: 'csv' },
      signal: new AbortController().signal,
      onProgress: (step) => progress.push(step),
      fallbackName: 'list.csv',
    });
    expect(calls).toEqual([{ method: 'POST', type: 'application/json', body: '{"format":"csv"}' }]);
    expect(file.fileName).toBe('daftar-do_2026-12-05.csv');
    expect(progress.at(-1)).toEqual({ loaded: 3, total: null, rows: 1204 });
  });
});
