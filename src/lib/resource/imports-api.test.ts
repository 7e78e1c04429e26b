import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { checkImport, readImportFile, readImportLines, runImport } from './imports-api';

const client = { token: vi.fn(async (renew?: boolean) => (renew ? 'new' : 'old')), url: (path: string) => `http://api.test${path}` } as unknown as ApiClient;

/** An answer whose body arrives in the pieces given, split anywhere (mid-line too). */
const streamOf = (...pieces: string[]) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
        controller.close();
      },
    }),
    { headers: { 'Content-Type': 'application/x-ndjson' } },
  );

const counts = { add: 2, update: 0, unchanged: 0, skip: 0, fail: 1 };
const options = { mapping: ['name'], mode: 'add' as const, decimalMark: ',' as const };

describe('readImportLines', () => {
  it('reports each progress line and resolves with the result, lines split across pieces', async () => {
    const progress: unknown[] = [];
    const result = await readImportLines(
      streamOf('{"progress":{"phase":"check","done":1,', '"total":3}}\n{"progress":{"phase":"check","done":3,"total":3}}\n{"result":', `{"rows":3,"counts":${JSON.stringify(counts)},"failed":[]}}\n`),
      (step) => progress.push(step),
    );
    expect(progress).toEqual([
      { phase: 'check', done: 1, total: 3 },
      { phase: 'check', done: 3, total: 3 },
    ]);
    expect(result).toEqual({ rows: 3, counts, failed: [] });
  });

  it('rejects with the ApiError of an error line, and when the answer ends without a result', async () => {
    const failed = readImportLines(streamOf('{"progress":{"phase":"write","done":0,"total":2}}\n{"error":{"status":409,"code":"IMPORT_CHANGED","message":"changed","details":{"rows":1}}}\n'), () => undefined);
    await expect(failed).rejects.toMatchObject({ status: 409, code: 'IMPORT_CHANGED', details: { current: { rows: 1 } } });
    await expect(readImportLines(streamOf('{"progress":{"phase":"check","done":0,"total":1}}\n'), () => undefined)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
    await expect(readImportLines(streamOf('not json\n'), () => undefined)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('the upload requests', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the options before the file, with the token, renewed once on 401', async () => {
    const calls: { url: string; auth: string | null; parts: string[] }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const form = init.body as FormData;
        calls.push({ url, auth: new Headers(init.headers).get('Authorization'), parts: [...form.keys()] });
        if (calls.length === 1) return new Response('{"error":{"code":"UNAUTHENTICATED","message":"x"}}', { status: 401 });
        return streamOf(`{"result":{"rows":3,"counts":${JSON.stringify(counts)},"failed":[]}}\n`);
      }),
    );
    const file = new File(['Nama\nToko'], 'kustomer.csv');
    const check = await checkImport(client, '/api/customers', file, options, { signal: new AbortController().signal, onProgress: () => undefined });
    expect(check.counts).toEqual(counts);
    expect(calls).toEqual([
      { url: 'http://api.test/api/customers/imports/check', auth: 'Bearer old', parts: ['options', 'file'] },
      { url: 'http://api.test/api/customers/imports/check', auth: 'Bearer new', parts: ['options', 'file'] },
    ]);
  });

  it("throws a refusal's ApiError with the reader's reason and figures", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: { code: 'IMPORT_FILE_UNREADABLE', message: 'no', fields: { file: 'FILE_TOO_MANY_ROWS' }, params: { max: 50000 } } }, { status: 422 }),
      ),
    );
    const read = readImportFile(client, '/api/customers', new File(['x'], 'a.csv'), new AbortController().signal);
    await expect(read).rejects.toMatchObject({ status: 422, fields: { file: 'FILE_TOO_MANY_ROWS' }, details: { params: { max: 50000 } } });
    const run = runImport(client, '/api/customers', new File(['x'], 'a.csv'), options, { signal: new AbortController().signal, onProgress: () => undefined });
    await expect(run).rejects.toMatchObject({ code: 'IMPORT_FILE_UNREADABLE' });
  });
});
