import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@salon/core';
import enVe from '@salon/core/locales/en-ve.json' with { type: 'json' };
import esVe from '@salon/core/locales/es-ve.json' with { type: 'json' };

const catalogues: Record<Language, unknown> = { 'en-ve': enVe, 'es-ve': esVe };

const lookUp = (language: Language, key: string): string | undefined => {
  let node: unknown = catalogues[language];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

/** Looks up a dotted locale key (`validation.email.invalid`); unknown keys come back as they are. */
export function translate(language: Language, key: string): string {
  return lookUp(language, key) ?? key;
}

/**
 * A locale text with its `{{name}}` placeholders filled, as i18next does on the web. A numeric `count`
 * picks the plural form the language's rules ask for (`key_one`, `key_other`), as `t(key, { count })` does,
 * so no text needs a "(s)".
 */
export function translateWith(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const count = values.count;
  const plural =
    typeof count === 'number'
      ? (lookUp(language, `${key}_${new Intl.PluralRules(language).select(count)}`) ??
        lookUp(language, `${key}_other`))
      : undefined;
  const text = plural ?? translate(language, key);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * The language a caller asked for, or null when it named none we speak. The web app sends its language code
 * as Accept-Language (`en-ve`, `es-ve`); ordinary browser values (`en-US,en;q=0.9`) count by their first
 * language.
 */
export function requestedLanguage(request: FastifyRequest): Language | null {
  const header = request.headers['accept-language']?.toLowerCase().trim() ?? '';
  if (isLanguage(header)) return header;
  if (header.startsWith('en')) return 'en-ve';
  return header.startsWith('es') ? 'es-ve' : null;
}

/** The language to answer a caller in: the one asked for, else Spanish. */
export const requestLanguage = (request: FastifyRequest): Language =>
  requestedLanguage(request) ?? DEFAULT_LANGUAGE;
