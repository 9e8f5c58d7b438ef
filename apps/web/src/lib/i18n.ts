import { isLanguage, LANGUAGES, type Language } from '@salon/core';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { mergeTrees, type Tree } from '@/locales/texts/merge-trees';
import { setApiLanguage } from './api-client';
import { getDefaultLanguage } from './lang-path';

/**
 * Texts come in three namespaces per language, each its own chunk: `translation` (the shared validation and error
 * texts, the app's frame and the sign-in screens), `booking` (the client's booking and visit pages) and `business`
 * (every business feature). A page downloads only its reader's language of the first; the booking and visit pages
 * add the second (`loadBookingTexts`), the dashboard and the admin pages the third (`loadBusinessTexts`). Keys stay
 * as they are: a key not in `translation` is looked up in `business`, then in `booking`.
 */
const TEXTS: Record<Language, Record<TextNamespace, () => Promise<{ default: Tree[] }>>> = {
  'es-ve': {
    translation: () => import('@/locales/texts/public-es-ve'),
    booking: () => import('@/locales/texts/booking-es-ve'),
    business: () => import('@/locales/texts/business-es-ve'),
  },
  'en-ve': {
    translation: () => import('@/locales/texts/public-en-ve'),
    booking: () => import('@/locales/texts/booking-en-ve'),
    business: () => import('@/locales/texts/business-en-ve'),
  },
};
type TextNamespace = 'translation' | 'booking' | 'business';
const isTextNamespace = (namespace: string): namespace is TextNamespace => namespace in TEXTS['es-ve'];

/** Reads a namespace's chunk and merges its parts (each chunk is a list of locale files). */
const textsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load =
      isLanguage(language) && isTextNamespace(namespace)
        ? TEXTS[language][namespace]()
        : Promise.resolve({ default: [] });
    load.then(
      (module) => callback(null, mergeTrees(...module.default)),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The client's public pages (booking, visit, waitlist offer): their own namespace comes with the first texts. */
const BOOKING_PAGE = /^\/[^/]+\/(book|visit|waitlist)\//;

/** The URL's language when it names one (a shared link), else the stored one: the first texts fetched are the right ones. */
const firstLanguage = (): Language => {
  const segment = window.location.pathname.split('/')[1];
  return isLanguage(segment) ? segment : getDefaultLanguage();
};

const startLanguage = firstLanguage();

export const i18n = i18next.createInstance();

/** Resolves once the first language's `translation` texts (and a booking or visit page's own) are in: render after it. */
export const i18nReady = i18n
  .use(initReactI18next)
  .use(textsBackend)
  .init({
    lng: startLanguage,
    // Every key exists in both languages (locales.test.ts): no second language to download as a fallback.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: BOOKING_PAGE.test(window.location.pathname) ? ['translation', 'booking'] : ['translation'],
    defaultNS: 'translation',
    fallbackNS: ['business', 'booking'],
    interpolation: { escapeValue: false },
    returnNull: false,
    // Screens render after i18nReady and after their route loads its namespace: nothing to suspend for.
    react: { useSuspense: false },
  });

/**
 * The business screens' texts in the current language; a later language change loads them with it. After the
 * first texts: the router starts before they are in (main.tsx), and a namespace asked for before i18next knows
 * its language would be skipped.
 */
export const loadBusinessTexts = () => i18nReady.then(() => i18n.loadNamespaces('business'));

/** The booking and visit pages' texts in the current language (already in when the app opened on one of them). */
export const loadBookingTexts = () => i18nReady.then(() => i18n.loadNamespaces('booking'));

setApiLanguage(startLanguage);
i18n.on('languageChanged', (lang) => setApiLanguage(lang));
