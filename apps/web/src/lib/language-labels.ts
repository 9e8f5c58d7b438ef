import type { Language } from '@salon/core';

/** Each language's name, as its own speakers write it (the language menu, the account and client forms). */
export const LANGUAGE_LABEL_KEYS: Record<Language, string> = {
  'es-ve': 'language.es',
  'en-ve': 'language.en',
};
