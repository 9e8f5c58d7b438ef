import { DEFAULT_LANGUAGE, isLanguage, STORAGE_KEYS, type Language } from '@salon/core';
import { storage } from './storage';

/** The stored language when it is a supported one, else es-ve (docs/product.md "Screens and routes"). */
export const getDefaultLanguage = (): Language => {
  const stored = storage.get(STORAGE_KEYS.language);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
};

/** `es`, `EN`, `fr-fr`, `pt_BR`: a segment that reads as a language code rather than a page name. */
export const isLanguageLike = (segment: string): boolean => /^[a-z]{2}(?:[-_][a-z]{2,4})?$/i.test(segment);

/** `<html lang>` wants a BCP 47 language, not our `es-ve` URL code. */
export const htmlLangOf = (lang: Language): string => lang.slice(0, 2);

const splitPath = (pathname: string): string[] => pathname.split('/').filter((part) => part.length > 0);

/**
 * Where a path must go so that its first segment is a supported language, or null when it already is.
 * `/` -> `/<lang>/dashboard`; `/fr-fr/auth/login` -> `/<lang>/auth/login`; `/auth/login` -> `/<lang>/auth/login`.
 */
export const resolveLanguagePath = (pathname: string, fallback: Language): string | null => {
  const segments = splitPath(pathname);
  const [first, ...rest] = segments;
  if (first === undefined) return `/${fallback}/dashboard`;
  if (isLanguage(first)) return null;
  const lowered = first.toLowerCase();
  if (isLanguage(lowered)) return '/' + [lowered, ...rest].join('/');
  if (isLanguageLike(first)) return '/' + [fallback, ...rest].join('/');
  return '/' + [fallback, ...segments].join('/');
};

/** The same path in another language: only the first segment changes. */
export const switchLanguagePath = (pathname: string, lang: Language): string => {
  const segments = splitPath(pathname);
  const [first] = segments;
  if (first !== undefined && (isLanguage(first) || isLanguageLike(first))) segments[0] = lang;
  else segments.unshift(lang);
  return '/' + segments.join('/');
};
