import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRESET_NAMES } from '@/lib/settings/settings-store';
import en from './en-ve.json';
import es from './es-ve.json';
import businessEn from './texts/business-en-ve';
import businessEs from './texts/business-es-ve';
import { mergeTrees, type Tree } from './texts/merge-trees';
import publicEn from './texts/public-en-ve';
import publicEs from './texts/public-es-ve';

/** What a business screen can read: the `translation` namespace, then `business` (lib/i18n.ts). */
const resources = {
  'es-ve': { translation: mergeTrees(businessEs, publicEs) },
  'en-ve': { translation: mergeTrees(businessEn, publicEn) },
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

  it('the public pages and the app frame find their texts without the business namespace', () => {
    const entries = [
      'main.tsx',
      ...['booking', 'visit', 'login', 'register', 'forgot-password', 'not-found', 'route-error'].map(
        (page) => `app/pages/${page}-page.tsx`,
      ),
      'app/layouts/auth-layout.tsx',
      'app/guards/guest-guard.tsx',
    ];
    const files = new Set(entries.flatMap((entry) => [...importedFiles(join(SRC, entry))]));
    expect(files.size).toBeGreaterThan(40);
    const keys = [...files].flatMap((file) => literalKeys(readFileSync(file, 'utf8')));
    expect(keys.length).toBeGreaterThan(100);
    for (const [lang, texts] of [
      ['es-ve', publicEs],
      ['en-ve', publicEn],
    ] as const) {
      expect(
        keys.filter((key) => !has(texts, key)),
        lang,
      ).toEqual([]);
    }
  });

  it('no text is in both namespaces (the public one would hide the business one)', () => {
    const publicKeys = new Set(flatten(publicEs));
    expect(flatten(businessEs).filter((key) => publicKeys.has(key))).toEqual([]);
  });

  it('translates the shared validation and error texts', () => {
    expect(has(resources['es-ve'].translation, 'validation.email.invalid')).toBe(true);
    expect(has(resources['en-ve'].translation, 'errors.LOGIN_FAILED')).toBe(true);
    expect(has(resources['en-ve'].translation, 'errors.TIMEOUT')).toBe(true);
  });
});
