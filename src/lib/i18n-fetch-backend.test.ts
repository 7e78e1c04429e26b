import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchBackend } from './i18n-fetch-backend';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function load(fetchImpl: typeof fetch) {
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  const instance = i18next.createInstance();
  await instance.use(fetchBackend((lng, ns) => `/locales/${lng}/${ns}.json`)).init({
    lng: 'id',
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    maxRetries: 5,
    retryTimeout: 1,
  });
  return instance;
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchBackend', () => {
  it('reads locales/{lng}/{ns}.json and serves its strings', async () => {
    const i18n = await load(async () => json({ hello: 'Halo' }));
    expect(i18n.t('hello')).toBe('Halo');
    expect(fetch).toHaveBeenCalledWith('/locales/id/common.json', { credentials: 'same-origin' });
  });

  it('retries a 503 and a network failure, then succeeds', async () => {
    let calls = 0;
    const i18n = await load(async () => {
      calls += 1;
      if (calls === 1) return json({}, 503);
      if (calls === 2) throw new TypeError('Failed to fetch');
      return json({ hello: 'Halo' });
    });
    expect(calls).toBe(3);
    expect(i18n.t('hello')).toBe('Halo');
  });

  it('does not retry a 404: the key shows as itself', async () => {
    const i18n = await load(async () => json({}, 404));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(i18n.t('hello')).toBe('hello');
  });

  it('does not retry a file that is not JSON', async () => {
    const i18n = await load(async () => new Response('<html>', { status: 200 }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(i18n.t('hello')).toBe('hello');
  });
});
