import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Borders between layers (docs/architecture.md, "Fronteiras"), checked on the file an import
// RESOLVES to, so `@/…`, `../../…`, `import()` and `export … from` are all the same import. Each
// layer may import itself and the layers to its right:
//   app → features → components → lib → config → @app/domain
// Features are islands: never another feature. The list is read from the folder, so a new feature
// is covered without touching this file. Import cycles are errors too (import-x/no-cycle follows
// only the project's own imports, since no cycle runs through node_modules; its cost is in
// docs/decisions.md).
const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const webSrc = 'web/src';
const features = readdirSync(path.join(repoRoot, webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layers = ['app', 'features', 'components', 'lib', 'config'];
const layerZones = layers
  .map((layer, index) => {
    const above = layers.slice(0, index);
    const allowed = [...layers.slice(index + 1), '@app/domain'].join(', ');
    return {
      target: `${webSrc}/${layer}`,
      from: above.map((upper) => `${webSrc}/${upper}`),
      message: `web/src/${layer} importa só a si mesma e ${allowed}: desça o código ou receba-o por props/callback.`,
    };
  })
  .filter((zone) => zone.from.length > 0);
const domainZone = {
  target: 'packages/domain',
  from: ['web', 'functions', 'tests', 'scripts'],
  message: 'O domínio não importa nenhum outro pacote do repositório.',
};
const featureZones = features.map((feature) => ({
  target: `${webSrc}/features/${feature}`,
  from: `${webSrc}/features`,
  except: [`./${feature}`],
  message: `A feature "${feature}" não importa outra feature; componha as duas em web/src/app.`,
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
      // Lint fixtures with imports that break the borders on purpose (import-borders.test.mjs).
      'scripts/lib/import-borders-fixtures/**',
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
    files: [`${webSrc}/**/*.{ts,tsx}`, 'packages/domain/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse .ts/.tsx when following imports (no-cycle reads the whole graph).
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(repoRoot, 'web/tsconfig.json') }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: repoRoot, zones: [...layerZones, domainZone, ...featureZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Style, not a border: leave a feature through the alias, so every import of shared code reads
    // the same.
    files: [`${webSrc}/features/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./\\.\\./\\.\\./', message: 'Use o alias @/ para sair da feature.' },
          ],
        },
      ],
    },
  },
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
