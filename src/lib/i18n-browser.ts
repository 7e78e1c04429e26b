import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { localePath } from './early';
import { base, NAMESPACES, syncDocumentLanguage } from './i18n';
import { fetchBackend } from './i18n-fetch-backend';

// The app's i18n, apart from i18n.ts (the stories' and tests' instance): nothing the stories load
// imports the fetch backend, the detector or the early requests (decision 281).

export interface BrowserI18nStart {
  /**
   * The language already detected in the detector's order (the entry's `startupLanguage`): the
   * detector then does not read the query, cookie and storages a second time. It still caches the
   * choice and detects again on `changeLanguage()` without a language.
   */
  lng?: string;
  /**
   * Namespaces to have loaded before the first render besides the shared ones: the first page's
   * area. Its screen would otherwise suspend on them and show a spinner, whose replacement React
   * holds back for up to 300 ms (its throttle of Suspense reveals).
   */
  namespaces?: readonly string[];
}

/**
 * The browser's i18n: language from ?lng=, cookie, local storage, session storage, then the browser
 * (docs/product/sessions.md); translations fetched from locales/{lng}/{ns}.json with the original's
 * loading limits (10 parallel reads, 5 retries from 350 ms doubling).
 */
export async function createBrowserI18n(basePath = import.meta.env.BASE_URL, start: BrowserI18nStart = {}): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(fetchBackend((lng, ns) => localePath(basePath, lng, ns)))
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...base,
      ...(start.lng ? { lng: start.lng } : {}),
      ns: [...new Set([...NAMESPACES, ...(start.namespaces ?? [])])],
      maxParallelReads: 10,
      maxRetries: 5,
      retryTimeout: 350,
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator'],
        lookupQuerystring: 'lng',
        lookupCookie: 'i18next',
        lookupLocalStorage: 'i18nextLng',
        lookupSessionStorage: 'i18nextLng',
        caches: ['localStorage'],
      },
      react: { useSuspense: true },
    });
  syncDocumentLanguage(instance);
  return instance;
}

