import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '@/lib/i18n';
import { PRESET_NAMES } from '@/lib/settings/settings-store';
import en from './en-ve.json';
import es from './es-ve.json';

type Tree = { [key: string]: string | Tree };

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
    const root = join(__dirname, '..');
    const keys = new Set<string>();
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-zA-Z][\w]*(?:\.[\w]+)+)'/g)) keys.add(match[1]!);
      for (const match of text.matchAll(/i18nKey="([\w.]+)"/g)) keys.add(match[1]!);
      for (const match of text.matchAll(/usePageTitle\('([\w.]+)'\)/g)) keys.add(match[1]!);
    }
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

  it('translates the shared validation and error texts', () => {
    expect(has(resources['es-ve'].translation, 'validation.email.invalid')).toBe(true);
    expect(has(resources['en-ve'].translation, 'errors.LOGIN_FAILED')).toBe(true);
    expect(has(resources['en-ve'].translation, 'errors.TIMEOUT')).toBe(true);
  });
});
