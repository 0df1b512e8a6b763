// The limits firestore.rules and storage.rules repeat as literals (rules cannot import): each is a
// zero-argument function whose comment names the packages/domain constant it mirrors, either at the
// end of its line or on the line above. Every such pair must hold the same value, so a limit changed
// in the domain and not in the rules (or the other way round) fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as domain from '@app/domain';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/repo-root';

interface MirroredLimit {
  fn: string;
  constant: string;
  value: number | string[];
}

const CONSTANT = '([A-Z][A-Z0-9_]+)';
const BODY = '\\{\\s*return\\s+([^;]+);\\s*\\}';
// `function name() { return 20; }  // NAME`
const TRAILING = new RegExp(`function (\\w+)\\(\\)\\s*${BODY}[ \\t]*// ${CONSTANT}[ \\t]*$`, 'gm');
// `// NAME` alone on a line, then `function name() { return [...]; }`
const LEADING = new RegExp(
  `^[ \\t]*// ${CONSTANT}[ \\t]*\\n[ \\t]*function (\\w+)\\(\\)\\s*${BODY}`,
  'gm',
);

/** A limit's value: an integer product (`10 * 1024 * 1024`) or a list of quoted strings. */
function valueOf(expression: string): number | string[] {
  const text = expression.trim();
  if (text.startsWith('[')) return [...text.matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');
  const factors = text.split('*').map((factor) => factor.trim());
  if (!factors.every((factor) => /^\d+$/.test(factor))) {
    throw new Error(`Unexpected limit expression: ${text}`);
  }
  return factors.reduce((product, factor) => product * Number(factor), 1);
}

function mirroredLimits(file: string): MirroredLimit[] {
  const rules = readFileSync(path.join(repoRoot, file), 'utf8');
  const trailing = [...rules.matchAll(TRAILING)].map(([, fn = '', body = '', constant = '']) => ({
    fn,
    constant,
    value: valueOf(body),
  }));
  const leading = [...rules.matchAll(LEADING)].map(([, constant = '', fn = '', body = '']) => ({
    fn,
    constant,
    value: valueOf(body),
  }));
  return [...trailing, ...leading];
}

const domainValues: Record<string, unknown> = domain;

describe.each([
  ['firestore.rules', ['COMMENT_MAX_LENGTH', 'SHORT_TEXT_MAX_LENGTH', 'NOTIFICATIONS_PANEL_SIZE']],
  ['storage.rules', ['COVER_MAX_BYTES', 'ATTACHMENT_MAX_BYTES', 'ATTACHMENT_MIME_TYPES']],
] as const)('%s: limits mirror packages/domain', (file, mustMirror) => {
  const limits = mirroredLimits(file);

  it('names the domain constants it mirrors', () => {
    expect(limits.map((limit) => limit.constant)).toEqual(expect.arrayContaining([...mustMirror]));
  });

  it.each(limits.map((limit) => [limit.fn, limit.constant, limit] as const))(
    '%s() equals %s',
    (_fn, constant, limit) => {
      expect(constant in domainValues, `${constant} is not exported by @app/domain`).toBe(true);
      expect(limit.value).toEqual(domainValues[constant]);
    },
  );
});
