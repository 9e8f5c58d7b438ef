import type { Language } from '@salon/core';

/** Each language's name, as its own speakers write it (the language menu, the account and client forms). */
export const LANGUAGE_LABEL_KEYS: Record<Language, string> = {
  'es-ve': 'language.es',
  'en-ve': 'language.en',
};

/**
 * Each language's name in the interface language ("Spanish" on an English screen): for lines that say which
 * language something is in, where a reader of that line need not read the other language.
 */
export const LANGUAGE_NAME_KEYS: Record<Language, string> = {
  'es-ve': 'language.name.es',
  'en-ve': 'language.name.en',
};
