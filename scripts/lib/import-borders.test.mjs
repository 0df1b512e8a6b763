import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The borders of docs/architecture.md ("Fronteiras"), proved with the repo's own eslint.config.js.
// Each fixture is linted as if it lived at `as`: the rule sees where an import resolves to, so a
// relative path, `export … from` and `import()` cross a border just like an `@/` import.
// no-unresolved is switched on here only to prove the allowed imports really resolve (an import the
// resolver cannot follow is never checked by no-restricted-paths).
const eslint = new ESLint({
  cwd: fileURLToPath(new URL('../..', import.meta.url)),
  overrideConfig: { files: ['web/src/**'], rules: { 'import-x/no-unresolved': 'error' } },
});

async function importErrors(fixture, as) {
  const code = readFileSync(
    new URL(`./import-borders-fixtures/${fixture}`, import.meta.url),
    'utf8',
  );
  const [result] = await eslint.lintText(code, { filePath: as });
  return result.messages
    .filter((message) => message.ruleId?.startsWith('import-x/'))
    .map(({ line, ruleId, message }) => ({ line, ruleId, message }));
}

const zone = 'import-x/no-restricted-paths';
const crossFeature = expect.stringContaining('A feature "catalog" não importa outra feature');
const upward = (layer) => expect.stringContaining(`web/src/${layer} importa só a si mesma`);

// The first lint loads the config, the TypeScript resolver and the project's files: seconds on a
// busy machine, well past Vitest's default 5 s.
describe('import borders', { timeout: 60_000 }, () => {
  it('stops a feature from importing another feature by any path, and from importing app', async () => {
    const errors = await importErrors(
      'feature-crossing-borders.ts',
      'web/src/features/catalog/crossing-borders.ts',
    );
    expect(errors).toEqual([
      { line: 8, ruleId: zone, message: crossFeature }, // import from '../courses'
      { line: 9, ruleId: zone, message: upward('features') }, // import from '@/app/…'
      { line: 10, ruleId: zone, message: crossFeature }, // export … from '../../features/events'
      { line: 12, ruleId: zone, message: crossFeature }, // import('../profile/…')
    ]);
  });

  it('stops lib from importing components through a relative path', async () => {
    const errors = await importErrors(
      'lib-importing-components.ts',
      'web/src/lib/session/upward.ts',
    );
    expect(errors).toEqual([{ line: 5, ruleId: zone, message: upward('lib') }]);
  });

  it('lets a layer import itself and the layers below it', async () => {
    const errors = await importErrors(
      'lib-importing-components.ts',
      'web/src/components/feedback/downward.ts',
    );
    expect(errors).toEqual([]);
  });
});
