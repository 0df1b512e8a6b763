// Unit test: the member import's pieces the browser and the function share — the encodings, the
// column matching, the dates, the e-mail normalisation (the webhook's too) and typo detection,
// each row's checks and what a row does to an existing member. The files in fixtures/ are parsed
// end to end (papaparse) in web/src/features/members/import/check-file.test.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hotmartPurchaseDataSchema } from '../entities/purchase';
import { emailField } from '../callables/fields';
import { fieldOfHeader, matchColumns } from './columns';
import { parseImportDate } from './dates';
import { decodeCsvBytes } from './decode';
import { likelyDomainTypo, normalizeEmail } from './email';
import { importOutcome, membershipUpdate } from './outcome';
import { checkRecords, checkTable, importRowSchema, parsePlan, type ImportRow } from './rows';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

describe('decodeCsvBytes', () => {
  it('reads UTF-8 with and without the BOM', () => {
    expect(decodeCsvBytes(fixture('utf8-comma.csv')).startsWith('nome,email')).toBe(true);
    const withBom = decodeCsvBytes(fixture('utf8-bom-semicolon.csv'));
    expect(withBom.startsWith('Nome;E-mail')).toBe(true);
    expect(withBom).toContain('João Conceição');
  });

  it('falls back to Windows-1252 when the bytes are not UTF-8', () => {
    const bytes = fixture('windows-1252.csv');
    // 'ã' is one byte (0xE3) in Windows-1252: not valid UTF-8.
    expect([...bytes]).toContain(0xe3);
    const text = decodeCsvBytes(bytes);
    expect(text).toContain('João da Silva');
    expect(text).toContain('Maria Conceição');
  });
});

describe('column matching', () => {
  it.each([
    ['E-mail', 'email'],
    ['EMAIL', 'email'],
    ['e_mail', 'email'],
    ['Nome', 'name'],
    ['name', 'name'],
    ['Telefone', 'phone'],
    ['Celular', 'phone'],
    ['phone', 'phone'],
    ['Plano', 'plan'],
    ['Início', 'start'],
    ['INICIO', 'start'],
    ['Data de início', 'start'],
    ['start', 'start'],
    ['Fim', 'end'],
    ['Validade', 'end'],
    ['Expira', 'end'],
    ['Valid until', 'end'],
    ['Acesso até', 'end'],
    ['  acesso   ate ', 'end'],
    ['Tag', 'tag'],
  ])('%s is %s', (header, field) => {
    expect(fieldOfHeader(header)).toBe(field);
  });

  it('ignores other columns and keeps the first of two that name one field', () => {
    expect(fieldOfHeader('Status')).toBeNull();
    expect(fieldOfHeader('Papel')).toBeNull();
    expect(matchColumns(['Status', 'Email', 'Nome', 'E-mail'])).toEqual({ email: 1, name: 2 });
  });
});

describe('parseImportDate', () => {
  it.each([
    ['31/12/2026', '2026-12-31'],
    ['1/2/2026', '2026-02-01'],
    ['01.02.2026', '2026-02-01'],
    ['2026-12-31', '2026-12-31'],
    ['2026-2-1', '2026-02-01'],
    ['31/12/2026 10:00:00', '2026-12-31'],
    ['2026-12-31T23:59:59Z', '2026-12-31'],
    [' 29/02/2028 ', '2028-02-29'],
  ])('%s is %s', (cell, day) => {
    expect(parseImportDate(cell)).toBe(day);
  });

  it('answers null for an empty cell and invalid for anything else', () => {
    expect(parseImportDate('  ')).toBeNull();
    for (const cell of [
      '31/02/2026',
      '29/02/2027',
      '12/31/2026',
      '31/12/26',
      'amanhã',
      '2026-13-01',
    ]) {
      expect(parseImportDate(cell), cell).toBe('invalid');
    }
  });
});

describe('e-mail normalisation', () => {
  it('trims and lower-cases, the same as the webhook and the callables', () => {
    expect(normalizeEmail('  Ana.Lima@Exemplo.COM ')).toBe('ana.lima@exemplo.com');
    const buyer = hotmartPurchaseDataSchema.parse({
      product: { id: 1 },
      buyer: { email: '  Ana.Lima@Exemplo.COM ' },
      purchase: { transaction: 'HP1' },
    });
    expect(buyer.buyer.email).toBe(normalizeEmail('  Ana.Lima@Exemplo.COM '));
    expect(emailField.parse(' Ana.Lima@Exemplo.COM')).toBe('ana.lima@exemplo.com');
  });

  it.each([
    ['ana@gmial.com', 'gmail.com'],
    ['ana@hotmial.com', 'hotmail.com'],
    ['ana@gmail.con', 'gmail.com'],
    ['ana@gamil.com', 'gmail.com'],
    ['ana@hotmail.com.bt', 'hotmail.com.br'],
    ['ana@yaho.com.br', 'yahoo.com.br'],
    ['ana@outlok.com', 'outlook.com'],
  ])('flags %s (%s)', (email, likely) => {
    expect(likelyDomainTypo(email)).toBe(likely);
  });

  it.each(['ana@gmail.com', 'ana@empresa.com.br', 'ana@mail.com', 'ana@gmx.com', 'ana@me.com'])(
    'leaves %s alone',
    (email) => {
      expect(likelyDomainTypo(email)).toBeNull();
    },
  );
});

describe('checkRecords', () => {
  const columns = { name: 0, email: 1, plan: 2, start: 3, end: 4 };

  it('keeps valid rows and gives each refused one its line and reason', () => {
    const { rows, errors } = checkRecords(
      [
        ['Ana', ' ANA@Exemplo.com', 'Fundador', '', '31/12/2026'],
        ['Sem e-mail', '', 'mensal', '', ''],
        ['Errado', 'nao-e-email', '', '', ''],
        ['Datas', 'datas@exemplo.com', '', '10/05/2026', '01/05/2026'],
        ['', '', '', '', ''],
        ['Repetida', 'ana@exemplo.com', '', '', ''],
        ['Typo', 'bia@gmial.com', '', '', ''],
        ['Plano', 'plano@exemplo.com', 'vitalício', '', ''],
        ['Data', 'data@exemplo.com', '', 'ontem', ''],
        ['Fim', 'fim@exemplo.com', '', '', '31/02/2026'],
      ],
      columns,
    );
    expect(rows).toEqual([
      {
        line: 2,
        email: 'ana@exemplo.com',
        name: 'Ana',
        phone: null,
        plan: 'fundador',
        start: null,
        end: '2026-12-31',
        tag: null,
      },
    ]);
    expect(errors.map((error) => `Linha ${error.line}: ${error.reason}`)).toEqual([
      'Linha 3: e-mail em branco',
      'Linha 4: e-mail inválido',
      'Linha 5: data de fim antes do início',
      'Linha 7: e-mail repetido na linha 2',
      'Linha 8: e-mail com provável erro de digitação (gmial.com; seria gmail.com?)',
      'Linha 9: plano desconhecido (vitalício)',
      'Linha 10: data de início inválida (use dd/mm/aaaa)',
      'Linha 11: data de fim inválida (use dd/mm/aaaa)',
    ]);
  });

  it('produces rows the function accepts', () => {
    const { rows } = checkRecords(
      [['Ana', 'ana@exemplo.com', 'mensal', '01/01/2026', '']],
      columns,
    );
    expect(rows.every((row) => importRowSchema.safeParse(row).success)).toBe(true);
    expect(importRowSchema.safeParse({ ...rows[0], email: 'Ana@exemplo.com' }).success).toBe(false);
    expect(
      importRowSchema.safeParse({ ...rows[0], start: '2026-02-01', end: '2026-01-01' }).success,
    ).toBe(false);
  });

  it('refuses a table without an e-mail column or without rows', () => {
    expect(
      checkTable([
        ['Nome', 'Telefone'],
        ['Ana', '11987654321'],
      ]),
    ).toEqual({
      fileError: expect.stringContaining('Nenhuma coluna de e-mail') as unknown as string,
    });
    expect(checkTable([['E-mail'], ['']])).toEqual({
      fileError: 'O arquivo não tem nenhuma linha de membro.',
    });
  });

  it("reads the console's plan labels", () => {
    expect(parsePlan('Fundador')).toBe('fundador');
    expect(parsePlan('MENSAL')).toBe('mensal');
    expect(parsePlan('Sem plano')).toBeNull();
    expect(parsePlan('')).toBeNull();
    expect(parsePlan('Vitalício')).toBe('unknown');
  });
});

describe('what a row does to a member', () => {
  const row = (fields: Partial<ImportRow>): ImportRow => ({
    line: 2,
    email: 'ana@exemplo.com',
    name: '',
    phone: null,
    plan: null,
    start: null,
    end: null,
    tag: null,
    ...fields,
  });
  // Shown as 01/01/2027 in the console (the instant is that day's midnight in São Paulo).
  const validUntil = new Date('2027-01-01T03:00:00Z');

  it('creates who is not a member', () => {
    expect(importOutcome(row({}), null)).toBe('new');
  });

  it('leaves a member unchanged by their own export (same plan, same day)', () => {
    expect(
      importOutcome(row({ plan: 'fundador', end: '2027-01-01' }), { plan: 'fundador', validUntil }),
    ).toBe('unchanged');
  });

  it('only extends the access and only gives a plan to who has none', () => {
    expect(membershipUpdate(row({ end: '2027-01-02' }), { plan: 'mensal', validUntil })).toEqual({
      end: '2027-01-02',
    });
    expect(membershipUpdate(row({ end: '2026-06-30' }), { plan: 'mensal', validUntil })).toEqual(
      {},
    );
    expect(membershipUpdate(row({ plan: 'fundador' }), { plan: 'mensal', validUntil })).toEqual({});
    expect(membershipUpdate(row({ plan: 'fundador' }), { plan: '', validUntil })).toEqual({
      plan: 'fundador',
    });
    // No end date means access that does not end: a date would shorten it.
    expect(
      membershipUpdate(row({ end: '2030-01-01' }), { plan: 'mensal', validUntil: null }),
    ).toEqual({});
  });
});
