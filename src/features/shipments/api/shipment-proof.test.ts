import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api/client';
import { getProofImage, uploadProof } from './shipment-proof';

const client = (tokens: string[]) =>
  ({
    token: vi.fn(async (renew?: boolean) => (renew ? tokens[1]! : tokens[0]!)),
    url: (path: string) => `http://api.test${path}`,
  }) as unknown as ApiClient & { token: ReturnType<typeof vi.fn> };

/** An XMLHttpRequest that answers 401 to every token but `valid`, reporting upload progress first. */
function fakeXhr(valid: string, answer: { status: number; body: unknown }) {
  const sent: { url: string; auth: string | null }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers = new Map<string, string>();
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }
    getResponseHeader() {
      return null;
    }
    abort() {}
    send() {
      const auth = this.headers.get('Authorization') ?? null;
      sent.push({ url: this.url, auth });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      const ok = auth === `Bearer ${valid}`;
      this.status = ok ? answer.status : 401;
      this.responseText = JSON.stringify(ok ? answer.body : { error: { code: 'TOKEN_EXPIRED', message: 'expired' } });
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadProof', () => {
  it('reports progress, renews the session once on 401 and answers the shipment', async () => {
    const sent = fakeXhr('fresh', { status: 200, body: { data: { id: 9, status: 'SELESAI' } } });
    const progress: number[] = [];
    const api = client(['stale', 'fresh']);
    const shipment = await uploadProof(api, 9, new File(['x'], 'bukti.jpg'), (share) => progress.push(share));
    expect(shipment).toEqual({ id: 9, status: 'SELESAI' });
    expect(sent).toEqual([
      { url: 'http://api.test/api/shipments/9/proof', auth: 'Bearer stale' },
      { url: 'http://api.test/api/shipments/9/proof', auth: 'Bearer fresh' },
    ]);
    expect(progress).toEqual([0.5, 1, 0, 0.5, 1]);
  });

  it("turns the server's refusal into an ApiError with its code", async () => {
    fakeXhr('t', { status: 415, body: { error: { code: 'IMAGE_HEIC_UNSUPPORTED', message: 'send a JPEG' } } });
    await expect(uploadProof(client(['t', 't']), 9, new File(['x'], 'a.heic'), () => undefined)).rejects.toMatchObject({ status: 415, code: 'IMAGE_HEIC_UNSUPPORTED' });
  });
});

describe('getProofImage', () => {
  it('asks for the thumbnail with the bearer token, renewing once on 401', async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      new Headers(init?.headers).get('Authorization') === 'Bearer fresh' ? new Response(new Blob(['png'])) : new Response('{}', { status: 401 }),
    );
    vi.stubGlobal('fetch', fetch);
    const blob = await getProofImage(client(['stale', 'fresh']), 1, 'thumbnail');
    expect(await blob.text()).toBe('png');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['http://api.test/api/shipments/1/proof?size=thumbnail', 'http://api.test/api/shipments/1/proof?size=thumbnail']);
  });

  it('answers a missing photo as NOT_FOUND', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Proof photo not found' } }), { status: 404 })));
    await expect(getProofImage(client(['t', 't']), 1, 'full')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
