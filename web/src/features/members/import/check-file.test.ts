// Unit test: each fixture file (packages/domain/src/member-import/fixtures/, one per case) through
// the browser's dry run — decoded, parsed by papaparse, its columns matched and its rows checked.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMBER_IMPORT_MAX_ROWS, memberImportMessages as m, type ImportRow } from '@app/domain';
import { checkCsvBytes, type FileCheck } from './check-file';

/** The fixtures live beside the domain's checks; the unit tests run from the repository root. */
const fixture = (name: string) =>
  new Uint8Array(
    readFileSync(resolve(process.cwd(), 'packages/domain/src/member-import/fixtures', name)),
  );

const checked = (name: string) => {
  const result: FileCheck = checkCsvBytes(fixture(name));
  if ('fileError' in result) throw new Error(result.fileError);
  return result;
};

const pick = (rows: ImportRow[], fields: (keyof ImportRow)[]) =>
  rows.map((row) => Object.fromEntries(fields.map((field) => [field, row[field]])));

describe('checkCsvBytes', () => {
  it('UTF-8, comma-separated: e-mails normalised, dates read', () => {
    expect(pick(checked('utf8-comma.csv').rows, ['line', 'email', 'name', 'plan', 'end'])).toEqual([
      { line: 2, email: 'ana@exemplo.com', name: 'Ana Lima', plan: 'fundador', end: '2026-12-31' },
      {
        line: 3,
        email: 'bruno@exemplo.com',
        name: 'Bruno Reis',
        plan: 'mensal',
        end: '2027-01-15',
      },
    ]);
  });

  it('UTF-8 with BOM, semicolon-separated, accents in headers and names', () => {
    const { rows, columns } = checked('utf8-bom-semicolon.csv');
    expect(columns).toEqual({ name: 0, email: 1, plan: 2, start: 3, end: 4 });
    expect(rows[0]).toMatchObject({
      name: 'João Conceição',
      email: 'joao@exemplo.com',
      start: '2025-02-01',
      end: '2026-01-31',
    });
  });

  it('Windows-1252 (Excel in Portuguese)', () => {
    const { rows } = checked('windows-1252.csv');
    expect(pick(rows, ['name', 'phone', 'plan'])).toEqual([
      { name: 'João da Silva', phone: '11987654321', plan: 'fundador' },
      { name: 'Maria Conceição', phone: null, plan: 'mensal' },
    ]);
  });

  it('quoted fields with separators, quotes and line breaks inside', () => {
    const { rows } = checked('quoted-fields.csv');
    expect(pick(rows, ['line', 'name', 'tag'])).toEqual([
      { line: 2, name: 'Silva; Ana', tag: 'Turma "A"' },
      { line: 3, name: 'Carla\nSegunda linha', tag: null },
    ]);
  });

  it('ISO dates, with or without a time', () => {
    expect(pick(checked('iso-dates.csv').rows, ['start', 'end'])).toEqual([
      { start: '2025-03-01', end: '2026-02-28' },
      { start: '2025-03-01', end: '2026-02-28' },
    ]);
  });

  it('English headers', () => {
    expect(checked('english-synonyms.csv').rows[0]).toEqual({
      line: 2,
      email: 'ana@exemplo.com',
      name: 'Ana',
      phone: '11987654321',
      plan: 'mensal',
      start: '2025-01-01',
      end: '2025-02-01',
      tag: 'VIP',
    });
  });

  it("the console's own export", () => {
    expect(pick(checked('console-export.csv').rows, ['email', 'plan', 'end'])).toEqual([
      { email: 'ana@exemplo.com', plan: 'fundador', end: '2027-01-01' },
      { email: 'admin@exemplo.com', plan: null, end: null },
    ]);
  });

  it('refused rows keep their spreadsheet line, blank lines included', () => {
    const { rows, errors } = checked('row-errors.csv');
    expect(rows.map((row) => row.line)).toEqual([2, 11]);
    expect(errors.map((error) => m.rowError(error.line, error.reason))).toEqual([
      'Linha 3: e-mail em branco',
      'Linha 4: e-mail inválido',
      'Linha 5: data de fim antes do início',
      'Linha 6: e-mail repetido na linha 2',
      'Linha 7: e-mail com provável erro de digitação (gmial.com; seria gmail.com?)',
      'Linha 8: plano desconhecido (vitalicio)',
      'Linha 9: data de fim inválida (use dd/mm/aaaa)',
    ]);
  });

  it('refuses a file without an e-mail column, and one with too many rows', () => {
    expect(checkCsvBytes(fixture('no-email-column.csv'))).toEqual({ fileError: m.noEmailColumn });
    const long = `email\n${'a@exemplo.com\n'.repeat(MEMBER_IMPORT_MAX_ROWS + 1)}`;
    expect(checkCsvBytes(new TextEncoder().encode(long))).toEqual({ fileError: m.tooManyRows });
  });
});
