import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, SUPPORTED_LANGUAGES, type Language } from './i18n-names';

export { NAMESPACES, SUPPORTED_LANGUAGES, type Language };

/** The options every instance shares: the browser's (i18n-browser.ts), the stories' and the tests'. */
export const base = {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  // A supported language falls back on nothing: both have every key (i18n-parity.test.ts), and a
  // fallback is a second set of files fetched and parsed on every page load for keys that never
  // miss (decision 281). Any other language shows English.
  fallbackLng: { id: [], en: [], default: ['en'] },
  nonExplicitSupportedLngs: true,
  load: 'languageOnly' as const,
  ns: [...NAMESPACES],
  defaultNS: 'common',
  // React escapes what it renders; double escaping would show &amp; to the user.
  interpolation: { escapeValue: false },
  returnNull: false,
};

/** An instance with the translations given inline: stories and tests, no network. */
export function createStaticI18n(resources: Resource, lng: Language = 'id'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ ...base, lng, resources, initAsync: false, react: { useSuspense: false } });
  syncDocumentLanguage(instance);
  return instance;
}

/** Keeps <html lang> on the instance's language. */
export function syncDocumentLanguage(instance: I18n) {
  const apply = (lng: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng.split('-')[0] ?? 'en';
  };
  if (instance.language) apply(instance.language);
  instance.on('languageChanged', apply);
}

/** The active locale for Intl formatting. */
export const localeOf = (lng: string | undefined): string => (lng?.startsWith('id') ? 'id-ID' : 'en-GB');
