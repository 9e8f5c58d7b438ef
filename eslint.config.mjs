import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    // Only repositories (and the database plumbing) touch Drizzle
    // (docs/architecture.md "Rules that keep it so").
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.repository.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Only repositories import Drizzle.' },
          ],
        },
      ],
    },
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
