import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      'test/e2e/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@tanstack/query/exhaustive-deps': 'error',
      'import-x/no-cycle': 'error',
      // Layering: app -> features -> lib; mocks only from the boot path and tests.
      'no-restricted-imports': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/lib',
              from: ['./src/features', './src/app', './src/mocks'],
              message: 'lib must not depend on features, app or mocks',
            },
            {
              target: './src/features',
              from: ['./src/app', './src/mocks'],
              message: 'features must not depend on app or mocks',
            },
            {
              target: './src/app',
              from: './src/mocks',
              message: 'app must not import mocks (main.tsx loads them dynamically)',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature never imports another feature's UI or hooks; only its api (query factories and schemas).
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/features/[^/]+/(components|hooks)/',
              message: 'Import another feature only through its api.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['test/**/*.{ts,tsx}', 'src/mocks/**/*.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Node scripts: the unit-test runner, the clock matrix, the bench and the bundle check.
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
);
