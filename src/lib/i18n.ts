import i18next, { type i18n as I18n, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { localePath } from './early';
import { fetchBackend } from './i18n-fetch-backend';
import { NAMESPACES, SUPPORTED_LANGUAGES, type Language } from './i18n-names';

export { NAMESPACES, SUPPORTED_LANGUAGES, type Language };

const base = {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  fallbackLng: 'en',
  nonExplicitSupportedLngs: true,
  load: 'languageOnly' as const,
  ns: [...NAMESPACES],
  defaultNS: 'common',
  // React escapes what it renders; double escaping would show &amp; to the user.
  interpolation: { escapeValue: false },
  returnNull: false,
};

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
 * The browser's i18n: language from ?lng=, cookie, local storage, session storage, then the
 * browser (SPEC §4); translations fetched from locales/{lng}/{ns}.json with the original's
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

/** An instance with the translations given inline: stories and tests, no network. */
export function createStaticI18n(resources: Resource, lng: Language = 'id'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ ...base, lng, resources, initAsync: false, react: { useSuspense: false } });
  syncDocumentLanguage(instance);
  return instance;
}

function syncDocumentLanguage(instance: I18n) {
  const apply = (lng: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng.split('-')[0] ?? 'en';
  };
  if (instance.language) apply(instance.language);
  instance.on('languageChanged', apply);
}

/** The active locale for Intl formatting. */
export const localeOf = (lng: string | undefined): string => (lng?.startsWith('id') ? 'id-ID' : 'en-GB');
