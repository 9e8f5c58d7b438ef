import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@salon/core';
import enVe from '@salon/core/locales/en-ve.json' with { type: 'json' };
import esVe from '@salon/core/locales/es-ve.json' with { type: 'json' };

const catalogues: Record<Language, unknown> = { 'en-ve': enVe, 'es-ve': esVe };

/** Looks up a dotted locale key (`validation.email.invalid`); unknown keys come back as they are. */
export function translate(language: Language, key: string): string {
  let node: unknown = catalogues[language];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return key;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : key;
}

/**
 * The web app sends its language code as Accept-Language (`en-ve`, `es-ve`); ordinary browser values
 * (`en-US,en;q=0.9`) count by their first language.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language']?.toLowerCase().trim() ?? '';
  if (isLanguage(header)) return header;
  return header.startsWith('en') ? 'en-ve' : DEFAULT_LANGUAGE;
}
