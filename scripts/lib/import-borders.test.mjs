import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The borders of docs/architecture.md ("Fronteiras"), proved by the real oxlint with the project's
// rule (scripts/lint/app-rules.mjs, `app/borders`). Each fixture is copied into a scratch folder
// laid out like the repository, at the path the test names, and linted there: the rule sees
// where an import points, so a relative path, `export … from` and `import()` cross a border just
// like an `@/` import.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const oxlint = path.join(repoRoot, 'node_modules', '.bin', 'oxlint');
const plugin = path.join(repoRoot, 'scripts', 'lint', 'app-rules.mjs');
const fixtures = fileURLToPath(new URL('./import-borders-fixtures/', import.meta.url));

const placed = {
  'web/src/features/catalog/crossing-borders.ts': 'feature-crossing-borders.ts',
  'web/src/lib/session/upward.ts': 'lib-importing-components.ts',
  'web/src/components/feedback/downward.ts': 'lib-importing-components.ts',
  'packages/domain/src/entities/reaching-out.ts': 'domain-importing-web.ts',
  'web/src/app/routes/feature-doors.ts': 'app-importing-features.ts',
};

let scratch;
let errorsByFile;

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'import-borders-'));
  for (const [as, fixture] of Object.entries(placed)) {
    mkdirSync(path.dirname(path.join(scratch, as)), { recursive: true });
    copyFileSync(path.join(fixtures, fixture), path.join(scratch, as));
  }
  writeFileSync(
    path.join(scratch, '.oxlintrc.json'),
    JSON.stringify({
      plugins: [],
      jsPlugins: [plugin],
      categories: { correctness: 'off' },
      rules: { 'app/borders': ['error', { root: scratch }] },
    }),
  );
  const run = spawnSync(oxlint, ['--format', 'json'], { cwd: scratch, encoding: 'utf8' });
  if (!run.stdout) throw new Error(`oxlint não rodou: ${run.error ?? run.stderr}`);
  const { diagnostics } = JSON.parse(run.stdout);
  errorsByFile = new Map(Object.keys(placed).map((as) => [as, []]));
  for (const { filename, code, message, labels } of diagnostics) {
    errorsByFile.get(filename.split(path.sep).join('/')).push({
      line: labels[0].span.line,
      rule: code,
      message,
    });
  }
  for (const errors of errorsByFile.values()) errors.sort((a, b) => a.line - b.line);
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

const rule = 'app(borders)';
const crossFeature = expect.stringContaining('A feature "catalog" não importa outra feature');
const upward = (layer) => expect.stringContaining(`web/src/${layer} importa só a si mesma`);

describe('import borders', () => {
  it('stops a feature from importing another feature by any path, and from importing app', () => {
    expect(errorsByFile.get('web/src/features/catalog/crossing-borders.ts')).toEqual([
      { line: 8, rule, message: crossFeature }, // import from '../courses'
      { line: 9, rule, message: upward('features') }, // import from '@/app/…'
      { line: 10, rule, message: crossFeature }, // export … from '../../features/events'
      { line: 12, rule, message: crossFeature }, // import('../profile/…')
    ]);
  });

  it('stops lib from importing components through a relative path', () => {
    expect(errorsByFile.get('web/src/lib/session/upward.ts')).toEqual([
      { line: 5, rule, message: upward('lib') },
    ]);
  });

  it('lets a layer import itself and the layers below it', () => {
    expect(errorsByFile.get('web/src/components/feedback/downward.ts')).toEqual([]);
  });

  it("lets app import a feature only through its doors, the files at the feature's root", () => {
    const door = (feature) =>
      expect.stringContaining(`web/src/app importa a feature "${feature}" só pelas portas dela`);
    expect(errorsByFile.get('web/src/app/routes/feature-doors.ts')).toEqual([
      { line: 6, rule, message: door('catalog') }, // import from '@/features/catalog/components/…'
      { line: 7, rule, message: door('live-classes') }, // export … from '../../features/…/components/…'
      { line: 9, rule, message: door('auth') }, // import('@/features/auth/components/…')
    ]);
  });

  it('stops the domain from importing the web app, by a relative path or the alias', () => {
    const domainOnly = 'O domínio não importa nenhum outro pacote do repositório.';
    expect(errorsByFile.get('packages/domain/src/entities/reaching-out.ts')).toEqual([
      { line: 4, rule, message: domainOnly }, // import from '../../../../web/src/…'
      { line: 5, rule, message: domainOnly }, // import from '@/lib/…'
    ]);
  });
});
