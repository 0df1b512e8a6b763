import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Features are islands (docs/architecture.md, "Camadas"): a feature may import shared code
// (components, lib, config) and itself, never another feature. The list is read from the folder, so
// a new feature is covered without touching this file.
const featuresDir = new URL('./web/src/features/', import.meta.url);
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureIsolation = features.map((feature) => ({
  files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@/features/(?!${feature}/)`,
            message: `A feature "${feature}" não pode importar outra feature; componha em web/src/app.`,
          },
          { regex: '^@/app/', message: 'Features não importam de web/src/app.' },
          { regex: '^\\.\\./\\.\\./\\.\\./', message: 'Use o alias @/ para sair da feature.' },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '.profile-build-web/**',
      'functions/lib/**',
      '.emulators/**',
      'test-results/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      // Names, comments and leads are user-typed: they reach the page only as React text,
      // which is escaped. Raw HTML would let a name like <img onerror=...> run in admins' tabs.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Não insira HTML cru: mostre textos do usuário como texto React (escapado).',
        },
        {
          selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
          message: 'Não insira HTML cru: use textContent.',
        },
      ],
    },
  },
  {
    // Shared UI and lib must not depend on features either.
    files: [
      'web/src/components/**/*.{ts,tsx}',
      'web/src/lib/**/*.{ts,tsx}',
      'web/src/config/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/(features|app)/', message: 'Código compartilhado não importa features.' },
          ],
        },
      ],
    },
  },
  ...featureIsolation,
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Test helpers are never hot-reloaded: exporting components beside functions is fine there.
    files: ['web/src/testing/**'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
);
