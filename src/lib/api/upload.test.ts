import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './client';
import { uploadFile, uploadForm } from './upload';

const client = (token: string) => ({ token: vi.fn(async () => token), url: (path: string) => `http://api.test${path}` }) as unknown as ApiClient;

/** Every form the fake sent, whole. */
const bodies: FormData[] = [];

/** An XMLHttpRequest that records what it was asked and answers `status` with `text`. */
function fakeXhr(status: number, text: string) {
  const sent: { method: string; url: string; file: FormDataEntryValue | null }[] = [];
  bodies.length = 0;
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    private method = '';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    abort() {}
    send(body: FormData) {
      sent.push({ method: this.method, url: this.url, file: body.get('file') });
      bodies.push(body);
      this.status = status;
      this.responseText = text;
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadFile', () => {
  it('sends the file as the multipart part `file` with the method asked for, and answers `data`', async () => {
    const sent = fakeXhr(200, JSON.stringify({ data: { version: 2 } }));
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    await expect(uploadFile(client('t'), { method: 'PUT', path: '/api/company-profile/logo', file: logo })).resolves.toEqual({ version: 2 });
    expect(sent).toEqual([{ method: 'PUT', url: 'http://api.test/api/company-profile/logo', file: expect.any(File) }]);
    expect((sent[0]!.file as File).name).toBe('logo.png');
  });

  it('refuses an answer that is not the API’s JSON', async () => {
    fakeXhr(200, '<html>proxy</html>');
    await expect(uploadFile(client('t'), { method: 'PUT', path: '/x', file: new File(['x'], 'x.png') })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});

describe('uploadForm', () => {
  it('sends text parts and files under their names, a Blob under the name given', async () => {
    fakeXhr(201, JSON.stringify({ data: { id: 1 } }));
    const photo = new File(['jpg'], 'kertas.jpg', { type: 'image/jpeg' });
    const parts = { receipt: '{"receiverName":"Bu Sari"}', signature: { blob: new Blob(['png'], { type: 'image/png' }), name: 'tanda-tangan.png' }, photo };
    await expect(uploadForm(client('t'), { method: 'POST', path: '/api/shipments/1/receipts/2', parts })).resolves.toEqual({ id: 1 });
    const body = bodies[0]!;
    expect(body.get('receipt')).toBe('{"receiverName":"Bu Sari"}');
    expect((body.get('signature') as File).name).toBe('tanda-tangan.png');
    expect((body.get('photo') as File).name).toBe('kertas.jpg');
    expect([...body.keys()]).toEqual(['receipt', 'signature', 'photo']);
  });

  it('answers a refusal with its ApiError and field codes', async () => {
    fakeXhr(422, JSON.stringify({ error: { code: 'RECEIPT_EVIDENCE_MISSING', message: 'x', fields: { signature: 'REQUIRED' } } }));
    await expect(uploadForm(client('t'), { method: 'POST', path: '/x', parts: { receipt: '{}' } })).rejects.toMatchObject({ status: 422, code: 'RECEIPT_EVIDENCE_MISSING', fields: { signature: 'REQUIRED' } });
  });
});
