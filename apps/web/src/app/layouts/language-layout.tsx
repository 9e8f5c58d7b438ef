import { isLanguage, STORAGE_KEYS } from '@salon/core';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { getDefaultLanguage, htmlLangOf, resolveLanguagePath } from '@/lib/lang-path';
import { storage } from '@/lib/storage';

/**
 * The `:langCode` segment: an unsupported one is replaced by the default language (rest of the path kept),
 * a supported one becomes the interface language, the page's `<html lang>` and the stored `language`.
 */
export function LanguageLayout() {
  const { langCode } = useParams();
  const location = useLocation();
  const { i18n } = useTranslation();
  const valid = isLanguage(langCode);

  useLayoutEffect(() => {
    if (!isLanguage(langCode)) return;
    if (i18n.language !== langCode) void i18n.changeLanguage(langCode);
    document.documentElement.lang = htmlLangOf(langCode);
    storage.set(STORAGE_KEYS.language, langCode);
  }, [langCode, i18n]);

  if (!valid) {
    const pathname =
      resolveLanguagePath(location.pathname, getDefaultLanguage()) ?? `/${getDefaultLanguage()}`;
    return <Navigate replace to={{ pathname, search: location.search, hash: location.hash }} />;
  }
  // Render once the texts are in the URL's language, so no screen flashes in the previous one.
  if (i18n.language !== langCode) return null;
  return <Outlet />;
}

/** `/` -> `/<default language>/dashboard`; the guards take it from there. */
export function RootRedirect() {
  return <Navigate replace to={`/${getDefaultLanguage()}/dashboard`} />;
}
