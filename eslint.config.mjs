import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Server modules meet through their index.ts: `../other/other.service.js` from a module, or
// `modules/other/other.service.js` from anywhere, reaches into another module's private files.
const FACES_FROM_OUTSIDE = [
  {
    regex: '(^|/)modules/[^/]+/(?!index\\.js$)',
    message: 'A module is used through its index.ts, its public face.',
  },
];
const FACES_FROM_A_MODULE = [
  ...FACES_FROM_OUTSIDE,
  {
    regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index\\.js$)',
    message: 'Another module is used through its index.ts.',
  },
];
// Tests and their fixtures may reach into a module to set up what they check.
const SERVER_TESTS = [
  'apps/server/src/**/__tests__/**',
  'apps/server/src/**/*.test.ts',
  'apps/server/src/test/**',
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      'apps/server/drizzle/**',
      '**/test-results/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // A web feature never imports another feature; pages in src/app combine them
      // (docs/architecture.md "Rules that keep it so").
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../../features/*', '../features/*'], message: 'Features do not import each other.' },
          ],
        },
      ],
    },
  },
  {
    // Inside a feature, its own files are relative; `@/features/...` would reach into another feature.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '../../features/*'], message: 'Features do not import each other.' },
          ],
        },
      ],
    },
  },
  {
    // Only repositories (and the database plumbing) touch Drizzle; another module is reached through its
    // index.ts, its public face (docs/architecture.md "Rules that keep it so").
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.repository.ts', ...SERVER_TESTS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Only repositories import Drizzle.' },
            ...FACES_FROM_A_MODULE,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.repository.ts'],
    ignores: SERVER_TESTS,
    rules: { 'no-restricted-imports': ['error', { patterns: FACES_FROM_A_MODULE }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/**', ...SERVER_TESTS],
    rules: { 'no-restricted-imports': ['error', { patterns: FACES_FROM_OUTSIDE }] },
  },
  {
    // packages/core imports nothing from the apps.
    files: ['packages/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@salon/server', '@salon/web', '**/apps/**'] }] },
      ],
    },
  },
);
