import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTakingEarly, guessLanguage, startEarlyGet, startEarlyRequests, takeEarly } from './early';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  history.replaceState(null, '', '/');
});

describe('early requests', () => {
  it('starts the translations of the guessed language only, each handed out once', async () => {
    const fetchMock = vi.fn(async (url: string) => new Response(JSON.stringify({ url })));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('i18nextLng', 'id');
    startEarlyRequests({ namespaces: ['common'], localesBase: '/', api: true, apiBaseUrl: '' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/locales/id/common.json']);
    const early = await fetchTakingEarly('/locales/id/common.json', { credentials: 'same-origin' });
    expect(await early.json()).toEqual({ url: '/locales/id/common.json' });
    expect(takeEarly('GET', '/locales/id/common.json')).toBeUndefined();
    await fetchTakingEarly('/locales/id/common.json');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('refreshes early only with "Ingat saya", then asks for the permissions with the new token', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
      url.endsWith('/refresh')
        ? new Response(JSON.stringify({ data: { accessToken: 'tok', roleId: 1, userId: 1, username: 'admin' } }))
        : new Response(JSON.stringify({ data: [{ name: 'read-dashboard' }], auth: new Headers(init?.headers).get('Authorization') })),
    );
    vi.stubGlobal('fetch', fetchMock);
    startEarlyRequests({ namespaces: [], localesBase: '/', api: true, apiBaseUrl: '' });
    expect(fetchMock).not.toHaveBeenCalled();

    localStorage.setItem('persist', 'true');
    startEarlyRequests({ namespaces: [], localesBase: '/', api: true, apiBaseUrl: '' });
    const refresh = await fetchTakingEarly('/api/auth/refresh', { method: 'POST' });
    expect((await refresh.json()).data.accessToken).toBe('tok');
    const permissions = await fetchTakingEarly('/api/roles/my/permissions', { method: 'GET' });
    expect((await permissions.json()).auth).toBe('Bearer tok');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('starts the refresh before the translations (the session is the longer chain)', () => {
    const fetchMock = vi.fn(async (_url: string) => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('persist', 'true');
    localStorage.setItem('i18nextLng', 'en');
    startEarlyRequests({ namespaces: ['common', 'users'], localesBase: '/', api: true, apiBaseUrl: '' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/refresh', '/locales/en/common.json', '/locales/en/users.json']);
  });

  it("sends a GET with the early token once, handed to the app's identical GET", async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
      url.endsWith('/refresh')
        ? new Response(JSON.stringify({ data: { accessToken: 'tok', roleId: 1 } }))
        : new Response(JSON.stringify({ url, auth: new Headers(init?.headers).get('Authorization') })),
    );
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('persist', 'true');
    startEarlyRequests({ namespaces: [], localesBase: '/', api: true, apiBaseUrl: 'https://api.laju.test' });
    startEarlyGet('/api/users?page=1&size=10');
    startEarlyGet('/api/users?page=1&size=10'); // asked twice: sent once
    const users = await fetchTakingEarly('https://api.laju.test/api/users?page=1&size=10');
    expect(await users.json()).toEqual({ url: 'https://api.laju.test/api/users?page=1&size=10', auth: 'Bearer tok' });
    expect(fetchMock.mock.calls.map(([url]) => url).filter((url) => url.includes('/api/users'))).toHaveLength(1);
    // Another query is the app's own request.
    expect(takeEarly('GET', 'https://api.laju.test/api/users?page=2&size=10')).toBeUndefined();
  });

  it('sends no early data request without an early refresh, and none when the refresh fails', async () => {
    const fetchMock = vi.fn(async (url: string) => (url.endsWith('/refresh') ? new Response('{}', { status: 401 }) : new Response('{}')));
    vi.stubGlobal('fetch', fetchMock);
    startEarlyRequests({ namespaces: [], localesBase: '/', api: true, apiBaseUrl: '' });
    startEarlyGet('/api/users/3');
    expect(takeEarly('GET', '/api/users/3')).toBeUndefined();

    localStorage.setItem('persist', 'true');
    startEarlyRequests({ namespaces: [], localesBase: '/', api: true, apiBaseUrl: '' });
    startEarlyGet('/api/users/3');
    expect(await takeEarly('GET', '/api/users/3')).toBeNull(); // the app then asks itself
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/auth/refresh']);
  });

  it('starts no API request for the demo (its API is the mock worker)', () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('persist', 'true');
    startEarlyRequests({ namespaces: [], localesBase: '/', api: false, apiBaseUrl: '' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('guesses the language in the detector order: ?lng= before local storage before the browser', () => {
    localStorage.setItem('i18nextLng', 'en-US');
    history.replaceState(null, '', '/?lng=id');
    expect(guessLanguage()).toBe('id');
    history.replaceState(null, '', '/');
    expect(guessLanguage()).toBe('en');
    localStorage.setItem('i18nextLng', 'fr');
    vi.stubGlobal('navigator', { languages: ['de-DE', 'id-ID'], language: 'de-DE' });
    expect(guessLanguage()).toBe('id');
  });

  it('reads a source only when the ones before it named no supported language', () => {
    const local = vi.spyOn(window, 'localStorage', 'get');
    const session = vi.spyOn(window, 'sessionStorage', 'get');
    history.replaceState(null, '', '/users/data?lng=en');
    expect(guessLanguage()).toBe('en');
    expect(local).not.toHaveBeenCalled();
    history.replaceState(null, '', '/users/data?lng=fr');
    localStorage.setItem('i18nextLng', 'id');
    local.mockClear();
    expect(guessLanguage()).toBe('id');
    expect(local).toHaveBeenCalled();
    expect(session).not.toHaveBeenCalled();
    localStorage.removeItem('i18nextLng');
    sessionStorage.setItem('i18nextLng', 'en-GB');
    session.mockClear();
    expect(guessLanguage()).toBe('en');
    expect(session).toHaveBeenCalled();
    local.mockRestore();
    session.mockRestore();
  });

  it("takes the language cookie from the server's tag in the page, without reading the page's cookies", () => {
    const tag = Object.assign(document.createElement('meta'), { name: 'laju-lng-cookie', content: 'en' });
    document.head.append(tag);
    document.cookie = 'i18next=en; path=/';
    try {
      localStorage.setItem('i18nextLng', 'id');
      expect(guessLanguage()).toBe('en');
      // The server saw no language cookie: local storage is next, whatever document.cookie holds.
      tag.content = '';
      expect(guessLanguage()).toBe('id');
      // A page no server filled (the demo, the dev server) reads the cookie itself.
      tag.remove();
      expect(guessLanguage()).toBe('en');
    } finally {
      tag.remove();
      document.cookie = 'i18next=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
  });
});
