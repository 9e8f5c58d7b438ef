import { afterEach, describe, expect, it } from 'vitest';
import {
  getDefaultLanguage,
  htmlLangOf,
  isLanguageLike,
  resolveLanguagePath,
  switchLanguagePath,
} from './lang-path';

describe('resolveLanguagePath', () => {
  it('sends the root to the dashboard in the default language', () => {
    expect(resolveLanguagePath('/', 'es-ve')).toBe('/es-ve/dashboard');
    expect(resolveLanguagePath('/', 'en-ve')).toBe('/en-ve/dashboard');
  });

  it('leaves paths that start with a supported language alone', () => {
    expect(resolveLanguagePath('/es-ve/auth/login', 'en-ve')).toBeNull();
    expect(resolveLanguagePath('/en-ve', 'es-ve')).toBeNull();
  });

  it('replaces an unsupported language-looking segment and keeps the rest', () => {
    expect(resolveLanguagePath('/fr-fr/auth/login', 'es-ve')).toBe('/es-ve/auth/login');
    expect(resolveLanguagePath('/xx/dashboard/account', 'en-ve')).toBe('/en-ve/dashboard/account');
    expect(resolveLanguagePath('/pt_BR', 'es-ve')).toBe('/es-ve');
  });

  it('normalises the case of a supported language', () => {
    expect(resolveLanguagePath('/EN-VE/dashboard', 'es-ve')).toBe('/en-ve/dashboard');
  });

  it('prefixes the default language when the path has none', () => {
    expect(resolveLanguagePath('/auth/login', 'es-ve')).toBe('/es-ve/auth/login');
    expect(resolveLanguagePath('/dashboard/home', 'en-ve')).toBe('/en-ve/dashboard/home');
  });
});

describe('switchLanguagePath', () => {
  it('rewrites only the language segment', () => {
    expect(switchLanguagePath('/es-ve/dashboard/account', 'en-ve')).toBe('/en-ve/dashboard/account');
    expect(switchLanguagePath('/en-ve/auth/login', 'es-ve')).toBe('/es-ve/auth/login');
  });

  it('adds a language when there is none', () => {
    expect(switchLanguagePath('/dashboard', 'en-ve')).toBe('/en-ve/dashboard');
  });
});

describe('language helpers', () => {
  afterEach(() => localStorage.clear());

  it('recognises language-looking segments only', () => {
    expect(isLanguageLike('fr-fr')).toBe(true);
    expect(isLanguageLike('xx')).toBe(true);
    expect(isLanguageLike('auth')).toBe(false);
    expect(isLanguageLike('dashboard')).toBe(false);
  });

  it('defaults to the stored language, else es-ve', () => {
    expect(getDefaultLanguage()).toBe('es-ve');
    localStorage.setItem('language', 'en-ve');
    expect(getDefaultLanguage()).toBe('en-ve');
    localStorage.setItem('language', 'de-de');
    expect(getDefaultLanguage()).toBe('es-ve');
  });

  it('maps to an html lang', () => {
    expect(htmlLangOf('es-ve')).toBe('es');
    expect(htmlLangOf('en-ve')).toBe('en');
  });
});
