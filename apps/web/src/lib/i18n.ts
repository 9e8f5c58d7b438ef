import coreEn from '@salon/core/locales/en-ve.json';
import coreEs from '@salon/core/locales/es-ve.json';
import { LANGUAGES } from '@salon/core';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import webEn from '@/locales/en-ve.json';
import webEs from '@/locales/es-ve.json';
import { setApiLanguage } from './api-client';
import { getDefaultLanguage } from './lang-path';

type Tree = { [key: string]: string | Tree };

/** Web texts extend the shared `validation.*` and `errors.*` texts of packages/core. */
export const mergeTrees = (base: Tree, extra: Tree): Tree => {
  const result: Tree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = result[key];
    result[key] =
      typeof value === 'object' && typeof current === 'object' ? mergeTrees(current, value) : value;
  }
  return result;
};

/**
 * Each feature may keep its own texts in `src/features/<name>/locales/<lang>.json` (so features stay
 * apart); they merge over the shared and web-wide texts.
 */
const featureLocales = import.meta.glob<Tree>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});
const featureTexts = (lang: string): Tree =>
  Object.entries(featureLocales)
    .filter(([path]) => path.endsWith(`/${lang}.json`))
    .reduce<Tree>((tree, [, texts]) => mergeTrees(tree, texts), {});

export const resources = {
  'es-ve': { translation: mergeTrees(mergeTrees(coreEs as Tree, webEs as Tree), featureTexts('es-ve')) },
  'en-ve': { translation: mergeTrees(mergeTrees(coreEn as Tree, webEn as Tree), featureTexts('en-ve')) },
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: getDefaultLanguage(),
  fallbackLng: 'es-ve',
  supportedLngs: [...LANGUAGES],
  lowerCaseLng: true,
  load: 'currentOnly',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

setApiLanguage(i18n.language);
i18n.on('languageChanged', (lang) => setApiLanguage(lang));
