import { isLanguage, type Language } from '@salon/core';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { getDefaultLanguage } from './lang-path';

/** The language of the current URL. */
export const useLangCode = (): Language => {
  const { langCode } = useParams();
  return isLanguage(langCode) ? langCode : getDefaultLanguage();
};

/** Builds app paths under the current language: `to('/dashboard/account')` -> `/es-ve/dashboard/account`. */
export const useLangPath = (): ((path: string) => string) => {
  const lang = useLangCode();
  return useCallback((path: string) => `/${lang}${path.startsWith('/') ? path : `/${path}`}`, [lang]);
};
