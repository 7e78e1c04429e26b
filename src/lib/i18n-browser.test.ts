import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserI18n } from './i18n-browser';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
/** Every translation file answers with its own name, so a test sees which ones were read. */
const stubLocales = () => {
  const fetchMock = vi.fn(async (url: string) => json({ file: url }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  document.cookie = 'i18next=; max-age=0; path=/';
});

describe('createBrowserI18n', () => {
  it('detects the language itself in the documented order when it is given none', async () => {
    stubLocales();
    document.cookie = 'i18next=en; path=/';
    localStorage.setItem('i18nextLng', 'id');
    const i18n = await createBrowserI18n('/');
    expect(i18n.language).toBe('en'); // the cookie comes before local storage
    expect(localStorage.getItem('i18nextLng')).toBe('en'); // and the choice is cached
  });

  it("takes the entry's detected language without reading cookie and storages again, and caches it", async () => {
    stubLocales();
    const cookie = vi.spyOn(document, 'cookie', 'get');
    const session = vi.spyOn(window, 'sessionStorage', 'get');
    const i18n = await createBrowserI18n('/', { lng: 'id' });
    expect(i18n.language).toBe('id');
    expect(cookie).not.toHaveBeenCalled();
    expect(session).not.toHaveBeenCalled();
    expect(localStorage.getItem('i18nextLng')).toBe('id');
    expect(document.documentElement.lang).toBe('id');
  });

  it("has the first page's area loaded before it resolves, beside the shared namespaces", async () => {
    const fetchMock = stubLocales();
    const i18n = await createBrowserI18n('/', { lng: 'id', namespaces: ['users'] });
    expect(i18n.hasLoadedNamespace('users')).toBe(true);
    expect(i18n.t('file', { ns: 'users' })).toBe('/locales/id/users.json');
    const files = fetchMock.mock.calls.map(([url]) => url);
    expect(files).toEqual(expect.arrayContaining(['/locales/id/common.json', '/locales/id/ui.json', '/locales/id/auth.json', '/locales/id/users.json']));
    // Without it, the area is not read until a screen asks for it.
    stubLocales();
    expect((await createBrowserI18n('/', { lng: 'id' })).hasLoadedNamespace('users')).toBe(false);
  });

  it("reads the page's language only, and English for a language it does not support", async () => {
    const fetchMock = stubLocales();
    const indonesian = await createBrowserI18n('/', { lng: 'id', namespaces: ['users'] });
    expect(indonesian.languages).toEqual(['id']);
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual(['/locales/id/auth.json', '/locales/id/common.json', '/locales/id/ui.json', '/locales/id/users.json']);

    const other = stubLocales();
    const french = await createBrowserI18n('/', { lng: 'fr' });
    expect(french.language).toBe('en');
    expect(french.t('file')).toBe('/locales/en/common.json');
    expect(other.mock.calls.every(([url]) => url.startsWith('/locales/en/'))).toBe(true);
  });
});
