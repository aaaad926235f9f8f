import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import playwright from 'eslint-plugin-playwright';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Layering (bulletproof-react's zones): app -> features -> lib. A feature never imports another
 * feature (shared resources live in src/lib). Mocks stay in src/mocks: only src/main.tsx's
 * simulated boot (a dynamic import the production bundler drops) and tests may load them.
 * `allowFeatureImports` lists, per feature, the other features it may still import (temporary
 * overrides below).
 */
function layerZones(allowFeatureImports = {}) {
  return [
    {
      target: './src/lib',
      from: ['./src/features', './src/app', './src/mocks'],
      message: 'lib must not depend on features, app or mocks.',
    },
    {
      target: './src/features',
      from: ['./src/app', './src/mocks'],
      message: 'features must not depend on app or mocks.',
    },
    {
      target: ['./src/app', './src/build'],
      from: './src/mocks',
      message: 'Only src/main.tsx loads the simulation (dynamically, dev and preview builds only).',
    },
    ...features.map((feature) => ({
      target: `./src/features/${feature}`,
      from: './src/features',
      except: [`./${feature}`, ...(allowFeatureImports[feature] ?? []).map((other) => `./${other}`)],
      message: 'Features do not import each other: move what both need to src/lib.',
    })),
  ];
}

/** Components never talk to the extension directly: every call is a query or mutation hook in an api. */
const noDirectExtensionCalls = {
  patterns: [
    {
      // '@/lib/extension/client' and any relative path to it.
      group: ['**/lib/extension/client'],
      importNames: ['callRemote', 'sendCommand'],
      message: "Use the feature's query/mutation hooks (api.ts); components never call the extension.",
    },
  ],
};

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
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      // Type-aware rules: every .ts/.tsx file belongs to tsconfig.json.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A promise nobody awaits or catches loses its rejection; one passed where a void callback is
      // expected (an onClick, a forEach) runs unobserved.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@tanstack/query/exhaustive-deps': 'error',
      'import-x/no-cycle': 'error',
      'no-restricted-imports': 'off',
      'import-x/no-restricted-paths': ['error', { zones: layerZones() }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A dialog moves focus into itself (WAI-ARIA dialog pattern) and a sign-in form to its first
      // field: MUI's autoFocus on those components is intended. A raw DOM element may not.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['src/features/*/components/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', noDirectExtensionCalls] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // By path (MUI's own advice for bundle size): a barrel links every component to every
              // importer, and the bundler then splits by what each screen really uses.
              regex: '^@mui/material$',
              allowTypeImports: true,
              message: "Import MUI by path (e.g. '@mui/material/Button').",
            },
            {
              // A module's exports share one chunk: one classic zod module anywhere puts classic's
              // string formats and checks into zod's core, which every first screen loads.
              regex: '^zod$',
              allowTypeImports: true,
              message: "Use 'zod/mini' (classic zod adds 6 KB gzip to every first screen).",
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
    files: ['test/unit/**/*.{ts,tsx}', 'test/integration/**/*.{ts,tsx}', 'test/bench/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Naming only: a test that renders twice (a reload) needs two names.
      'testing-library/render-result-naming-convention': 'off',
    },
  },
  {
    files: ['test/e2e/**/*.ts', 'playwright*.config.ts'],
    ...playwright.configs['flat/recommended'],
    rules: {
      ...playwright.configs['flat/recommended'].rules,
      // Helpers named expect* (expectSaved, expectDashboardShell) assert.
      'playwright/expect-expect': ['warn', { assertFunctionPatterns: ['^expect[A-Z]'] }],
    },
  },
  {
    // Node scripts: the unit-test runner, the clock matrix, the bench and the bundle check.
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.node },
  },
);
