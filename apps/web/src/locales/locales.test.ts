import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRESET_NAMES } from '@/lib/settings/settings-store';
import en from './en-ve.json';
import es from './es-ve.json';
import bookingEnParts from './texts/booking-en-ve';
import bookingEsParts from './texts/booking-es-ve';
import businessEnParts from './texts/business-en-ve';
import businessEsParts from './texts/business-es-ve';
import { mergeTrees, type Tree } from './texts/merge-trees';
import publicEnParts from './texts/public-en-ve';
import publicEsParts from './texts/public-es-ve';

/** Each namespace as lib/i18n.ts merges its chunk's parts. */
const publicEs = mergeTrees(...publicEsParts);
const publicEn = mergeTrees(...publicEnParts);
const bookingEs = mergeTrees(...bookingEsParts);
const bookingEn = mergeTrees(...bookingEnParts);
const businessEs = mergeTrees(...businessEsParts);
const businessEn = mergeTrees(...businessEnParts);

/** Every text of a language: a screen reads `translation`, then `business`, then `booking` (lib/i18n.ts). */
const resources = {
  'es-ve': { translation: mergeTrees(bookingEs, businessEs, publicEs) },
  'en-ve': { translation: mergeTrees(bookingEn, businessEn, publicEn) },
};

const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );

const hasExactly = (tree: Tree, key: string): boolean => {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return false;
    node = node[part];
  }
  return typeof node === 'string';
};

/** A key, or its i18next plural forms (`key_one` and `key_other`), which `t(key, { count })` picks from. */
const has = (tree: Tree, key: string): boolean =>
  hasExactly(tree, key) || (hasExactly(tree, `${key}_one`) && hasExactly(tree, `${key}_other`));

const literalKeys = (text: string): string[] => [
  ...[...text.matchAll(/\bt\(\s*'([a-zA-Z][\w]*(?:\.[\w]+)+)'/g)].map((match) => match[1]!),
  ...[...text.matchAll(/i18nKey="([\w.]+)"/g)].map((match) => match[1]!),
  ...[...text.matchAll(/usePageTitle\('([\w.]+)'\)/g)].map((match) => match[1]!),
];

const SRC = join(__dirname, '..');

/** A source file and every file it imports from src, statically (lazy `import()` of other screens excluded). */
const importedFiles = (file: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/^(?:import|export)[^;]*?from '(@\/[^']+|\.{1,2}\/[^']+)';/gms)) {
    const spec = match[1]!;
    const base = spec.startsWith('@/') ? join(SRC, spec.slice(2)) : resolve(dirname(file), spec);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
      (path) => existsSync(path) && statSync(path).isFile() && /\.tsx?$/.test(path),
    );
    if (found) importedFiles(found, seen);
  }
  return seen;
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

describe('locales', () => {
  it('es-ve and en-ve have the same keys', () => {
    expect(flatten(es as Tree).sort()).toEqual(flatten(en as Tree).sort());
  });

  it('every feature locale file exists in both languages with the same keys', () => {
    const files = import.meta.glob<Tree>('../features/*/locales/*.json', { eager: true, import: 'default' });
    for (const [path, texts] of Object.entries(files)) {
      const twin = path.includes('/es-ve.json')
        ? path.replace('/es-ve.json', '/en-ve.json')
        : path.replace('/en-ve.json', '/es-ve.json');
      expect(files[twin], `${twin} is missing`).toBeDefined();
      expect(flatten(texts).sort(), path).toEqual(flatten(files[twin]!).sort());
    }
  });

  it('no text is empty', () => {
    for (const tree of [es, en] as Tree[]) {
      for (const key of flatten(tree)) expect(has(tree, key)).toBe(true);
    }
  });

  it('every literal key used in the code exists in both languages', () => {
    const keys = new Set(sourceFiles(SRC).flatMap((file) => literalKeys(readFileSync(file, 'utf8'))));
    expect(keys.size).toBeGreaterThan(50);
    const missing = [...keys].filter(
      (key) => !has(resources['es-ve'].translation, key) || !has(resources['en-ve'].translation, key),
    );
    expect(missing).toEqual([]);
  });

  it('has the keys built at run time', () => {
    const dynamic = [
      ...['first', 'last', 'next', 'previous'].map((type) => `pagination.${type}`),
      ...PRESET_NAMES.map((name) => `settings.presets.${name}`),
      ...['start', 'code', 'personal', 'finish'].flatMap((step) => [
        `auth.register.steps.${step}`,
        `auth.register.headings.${step}`,
      ]),
      ...['general', 'company', 'billing', 'password'].flatMap((tab) => [
        `account.tabs.${tab}`,
        `account.headings.${tab}`,
      ]),
      ...['business', 'employee'].map((type) => `auth.login.tabs.${type}`),
      ...['owner', 'manager', 'intermediate', 'basic', 'secretary'].map((role) => `roles.${role}`),
      ...['home', 'salon', 'gallery', 'promotion', 'eventLog', 'account'].map((item) => `nav.${item}`),
      ...['profile', 'photo', 'password'].flatMap((item) => [
        `home.start.items.${item}.title`,
        `home.start.items.${item}.description`,
      ]),
      ...['min', 'lowercase', 'uppercase', 'number', 'special', 'differentFromOld'].map(
        (rule) => `passwordRules.${rule}`,
      ),
      ...['es', 'en'].map((lang) => `language.${lang}`),
    ];
    for (const lang of ['es-ve', 'en-ve'] as const) {
      expect(dynamic.filter((key) => !has(resources[lang].translation, key))).toEqual([]);
    }
  });

  /** The literal keys of the source files an entry imports, statically. */
  const keysOf = (entries: string[]) => {
    const files = new Set(entries.flatMap((entry) => [...importedFiles(join(SRC, entry))]));
    return { files, keys: [...files].flatMap((file) => literalKeys(readFileSync(file, 'utf8'))) };
  };
  const missing = (keys: string[], texts: Tree) => keys.filter((key) => !has(texts, key));

  it('the sign-in screens and the app frame find their texts in `translation` alone', () => {
    const { files, keys } = keysOf([
      'main.tsx',
      ...['login', 'register', 'forgot-password', 'not-found', 'route-error'].map(
        (page) => `app/pages/${page}-page.tsx`,
      ),
      'app/layouts/auth-layout.tsx',
      'app/guards/guest-guard.tsx',
    ]);
    expect(files.size).toBeGreaterThan(40);
    expect(keys.length).toBeGreaterThan(70);
    expect(missing(keys, publicEs), 'es-ve').toEqual([]);
    expect(missing(keys, publicEn), 'en-ve').toEqual([]);
  });

  it('the booking, visit and waitlist offer pages find their texts without the business namespace', () => {
    const { keys } = keysOf([
      'app/pages/booking-page.tsx',
      'app/pages/visit-page.tsx',
      'app/pages/waitlist-offer-page.tsx',
    ]);
    expect(keys.length).toBeGreaterThan(50);
    expect(missing(keys, mergeTrees(bookingEs, publicEs)), 'es-ve').toEqual([]);
    expect(missing(keys, mergeTrees(bookingEn, publicEn)), 'en-ve').toEqual([]);
  });

  it('no text is in two namespaces (the first one read would hide the other)', () => {
    const namespaces = { publicEs, bookingEs, businessEs };
    for (const [name, tree] of Object.entries(namespaces)) {
      for (const [otherName, other] of Object.entries(namespaces)) {
        if (name >= otherName) continue;
        const keys = new Set(flatten(tree));
        expect(
          flatten(other).filter((key) => keys.has(key)),
          `${name} and ${otherName}`,
        ).toEqual([]);
      }
    }
  });

  it('translates the shared validation and error texts', () => {
    expect(has(resources['es-ve'].translation, 'validation.email.invalid')).toBe(true);
    expect(has(resources['en-ve'].translation, 'errors.LOGIN_FAILED')).toBe(true);
    expect(has(resources['en-ve'].translation, 'errors.TIMEOUT')).toBe(true);
  });
});
