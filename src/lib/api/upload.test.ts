import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from './client';
import { uploadFile } from './upload';

const client = (token: string) => ({ token: vi.fn(async () => token), url: (path: string) => `http://api.test${path}` }) as unknown as ApiClient;

/** An XMLHttpRequest that records what it was asked and answers `status` with `text`. */
function fakeXhr(status: number, text: string) {
  const sent: { method: string; url: string; file: FormDataEntryValue | null }[] = [];
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
