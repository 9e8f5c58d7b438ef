import { isLanguage, LANGUAGES, type Language } from '@salon/core';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { Tree } from '@/locales/texts/merge-trees';
import { setApiLanguage } from './api-client';
import { getDefaultLanguage } from './lang-path';

/**
 * Texts come in two namespaces per language, each its own chunk: `translation` (the shared validation and error
 * texts, the app's frame, sign-in, booking and visit pages) and `business` (every business feature). A public page
 * downloads only its reader's language of the first; the dashboard and the admin pages add the second
 * (`loadBusinessTexts`). Keys stay as they are: a key not in `translation` is looked up in `business`.
 */
const TEXTS: Record<Language, Record<TextNamespace, () => Promise<{ default: Tree }>>> = {
  'es-ve': {
    translation: () => import('@/locales/texts/public-es-ve'),
    business: () => import('@/locales/texts/business-es-ve'),
  },
  'en-ve': {
    translation: () => import('@/locales/texts/public-en-ve'),
    business: () => import('@/locales/texts/business-en-ve'),
  },
};
type TextNamespace = 'translation' | 'business';

/** The URL's language when it names one (a shared link), else the stored one: the first texts fetched are the right ones. */
const firstLanguage = (): Language => {
  const segment = window.location.pathname.split('/')[1];
  return isLanguage(segment) ? segment : getDefaultLanguage();
};

const startLanguage = firstLanguage();

export const i18n = i18next.createInstance();

/** Resolves once the first language's `translation` texts are in: render after it. */
export const i18nReady = i18n
  .use(initReactI18next)
  .use(
    resourcesToBackend((lang: string, namespace: string) =>
      isLanguage(lang) && (namespace === 'translation' || namespace === 'business')
        ? TEXTS[lang][namespace]()
        : Promise.resolve({ default: {} }),
    ),
  )
  .init({
    lng: startLanguage,
    // Every key exists in both languages (locales.test.ts): no second language to download as a fallback.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    fallbackNS: 'business',
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

setApiLanguage(startLanguage);
i18n.on('languageChanged', (lang) => setApiLanguage(lang));
