import { shouldRestoreSession } from './persist';

/**
 * The first requests of a page load, started by the entry chunk before React and the libraries
 * have arrived (docs/decisions/140-first-load-waterfall.md). Without this the page asks for each
 * thing only once the step before it has answered: the libraries, then the translations, then
 * the session refresh, then the permission list. Every request here is one the app makes anyway,
 * with the same method and URL; the app's own fetch takes the answer instead of asking again
 * (`takeEarly`), once, and only within a few seconds of the page load.
 *
 * No imports of React or any library: this module runs before the vendor chunk has downloaded.
 */

/** Each early request's answer; null when it turned out not to be sendable (the app then asks itself). */
const started = new Map<string, Promise<Response | null>>();
const MAX_AGE_MS = 20_000;
let startedAt = 0;
/** The access token of the early refresh (null when it failed), and the API's origin. */
let earlyToken: Promise<string | null> | undefined;
let earlyApiBase = '';

/** The early answer to `method url`, if one was started: handed out once, then forgotten. */
export function takeEarly(method: string, url: string): Promise<Response | null> | undefined {
  const key = `${method.toUpperCase()} ${url}`;
  const response = started.get(key);
  if (!response) return undefined;
  started.delete(key);
  return performance.now() - startedAt <= MAX_AGE_MS ? response : undefined;
}

/**
 * Forgets every early request and its token, as a new page load starts without any. Tests that
 * share one module graph (the unit project) call it between tests, so no answer one test started
 * is taken by the next.
 */
export function forgetEarlyRequests() {
  started.clear();
  earlyToken = undefined;
  earlyApiBase = '';
}

/** `fetch`, taking an early answer to the same request when there is one. */
export const fetchTakingEarly: typeof fetch = (input, init) => {
  const early = typeof input === 'string' ? takeEarly(init?.method ?? 'GET', input) : undefined;
  return early ? early.then((response) => response ?? globalThis.fetch(input, init)) : globalThis.fetch(input, init);
};

/**
 * Resolves in a task of the browser's own after this one: start-up steps that would otherwise run
 * in one long task, each a few milliseconds, take turns with the browser's work (decision 281).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export const localePath = (basePath: string, language: string, namespace: string) => `${basePath}locales/${language}/${namespace}.json`;

const SUPPORTED = ['id', 'en'];
const FALLBACK = 'en';

/**
 * The language i18next's detector would settle on (decision 008's order: ?lng=, cookie `i18next`,
 * local storage, session storage, the browser): the first supported one found. Each source is read
 * only when the ones before it had nothing: reading the cookie or a storage area is a synchronous
 * call to the browser process, slow on a phone while the page loads. The start-up i18n takes this
 * answer instead of asking the detector to read them all again (`startupLanguage`).
 */
export function guessLanguage(): string {
  const sources: (() => readonly (string | null | undefined)[])[] = [
    () => [new URLSearchParams(location.search).get('lng')],
    () => [cookieLanguage()],
    () => [localStorage.getItem('i18nextLng')],
    () => [sessionStorage.getItem('i18nextLng')],
    () => navigator.languages ?? [navigator.language],
  ];
  for (const source of sources) {
    let candidates: readonly (string | null | undefined)[] = [];
    try {
      candidates = source();
    } catch {
      // storage blocked: the next source still counts
    }
    for (const candidate of candidates) {
      const language = candidate ? safeDecode(candidate).split('-')[0]!.toLowerCase() : '';
      if (SUPPORTED.includes(language)) return language;
    }
  }
  return FALLBACK;
}

/**
 * The `i18next` cookie: as the server named it in the page (`<meta name="laju-lng-cookie">`,
 * decision 286), without asking the browser for the page's cookies, a synchronous call; read from
 * `document.cookie` only in a page no server filled (the demo, the dev server).
 */
function cookieLanguage(): string | undefined {
  const named = document.querySelector<HTMLMetaElement>('meta[name="laju-lng-cookie"]');
  if (named) return named.content || undefined;
  return /(?:^|;\s*)i18next=([^;]*)/.exec(document.cookie)?.[1];
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

let guessed: string | undefined;
/** The language this page load started with: guessed once by the entry, read again by i18n's start. */
export const startupLanguage = (): string => (guessed ??= guessLanguage());

export interface EarlyRequestOptions {
  /** The translation namespaces the page will read, in the page's language. */
  namespaces: readonly string[];
  localesBase: string;
  /** Start the session refresh and the permission list too (not with the mock API of the demo). */
  api: boolean;
  apiBaseUrl: string;
}

export function startEarlyRequests({ namespaces, localesBase, api, apiBaseUrl }: EarlyRequestOptions) {
  startedAt = performance.now();
  earlyToken = undefined;
  guessed = undefined;
  // The start-up refresh (useStartupRefresh) runs whenever "Ingat saya" was set or this browser
  // session has a session (decision 304): start it first
  // (the permission list and the page's data wait on it), and the permission list the signed-in
  // shell asks for next, with the token the refresh returns.
  if (api && shouldRestoreSession()) {
    earlyApiBase = apiBaseUrl;
    const refreshUrl = `${apiBaseUrl}/api/auth/refresh`;
    const refresh = fetch(refreshUrl, { method: 'POST', headers: { Accept: 'application/json' }, credentials: 'include' });
    started.set(`POST ${refreshUrl}`, refresh);
    earlyToken = refresh
      .then((response) => (response.ok ? response.clone().json() : null))
      .then((body: { data?: { accessToken?: unknown; roleId?: unknown } } | null) => {
        const token = body?.data?.accessToken;
        return typeof token === 'string' && body?.data?.roleId ? token : null;
      })
      .catch(() => null);
    startEarlyGet('/api/roles/my/permissions');
  }
  // The page's language only: both languages have every key (i18n-parity.test.ts), so i18n never
  // reads the other one (decision 281).
  const language = startupLanguage();
  for (const ns of namespaces) {
    const url = localePath(localesBase, language, ns);
    started.set(`GET ${url}`, fetch(url, { credentials: 'same-origin' }));
  }
}

/**
 * A GET of the API the page is about to make (the permission list), sent with the early refresh's
 * token as soon as it answers. Nothing happens without an early refresh, after the first seconds,
 * or for a path asked before. (Starting the first page's own data this way was measured and
 * dropped: decision 143.)
 */
export function startEarlyGet(path: string) {
  const url = `${earlyApiBase}${path}`;
  const key = `GET ${url}`;
  const token = earlyToken;
  if (!token || started.has(key) || performance.now() - startedAt > MAX_AGE_MS) return;
  started.set(
    key,
    token
      .then((accessToken) =>
        accessToken ? fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` }, credentials: 'include' }) : null,
      )
      .catch(() => null),
  );
}
