// The rows of an imported file, checked: what the dry run counts and what the server writes. The
// browser parses the file (papaparse) into records; checkRecords turns them into valid rows and
// rejected lines. importRowSchema is the same check for the rows the function receives.
import { z } from 'zod';
import { isValidIsoDate } from '../dates';
import {
  PLAN_KEYS,
  PROFILE_PHONE_MIN_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  type PlanKey,
} from '../limits';
import { matchColumns, normalizeHeader, type ColumnMap, type ImportField } from './columns';
import { parseImportDate } from './dates';
import { isEmailAddress, likelyDomainTypo, normalizeEmail } from './email';
import { memberImportMessages as m } from './messages';

/** One member as the file gives them, checked. Dates are São Paulo days ('YYYY-MM-DD'). */
export interface ImportRow {
  /** The spreadsheet's line number (the header is line 1). */
  line: number;
  email: string;
  /** '' when the file has no name: the function names the member after the e-mail. */
  name: string;
  phone: string | null;
  plan: PlanKey | null;
  start: string | null;
  /** The last day of access; null: the plan's term (a new member) or unchanged. */
  end: string | null;
  tag: string | null;
}

export interface RowError {
  line: number;
  email: string;
  reason: string;
}

export interface CheckedFile {
  rows: ImportRow[];
  errors: RowError[];
}

/** 'Fundador', 'mensal', the console's 'Sem plano': a plan key, null (no plan) or 'unknown'. */
export function parsePlan(cell: string): PlanKey | null | 'unknown' {
  const text = normalizeHeader(cell);
  if (text === '' || text === 'sem plano' || text === '-' || text === 'nenhum') return null;
  return (PLAN_KEYS as readonly string[]).includes(text) ? (text as PlanKey) : 'unknown';
}

const isoDay = z.string().refine(isValidIsoDate);

/** A row the function accepts (the same checks as checkRecords, on the parsed values). */
export const importRowSchema = z
  .object({
    line: z.number().int().min(2),
    email: z
      .string()
      .max(254)
      .refine((email) => email === normalizeEmail(email) && isEmailAddress(email)),
    name: z.string().max(SHORT_TEXT_MAX_LENGTH),
    phone: z.string().min(PROFILE_PHONE_MIN_LENGTH).max(SHORT_TEXT_MAX_LENGTH).nullable(),
    plan: z.enum(PLAN_KEYS).nullable(),
    start: isoDay.nullable(),
    end: isoDay.nullable(),
    tag: z.string().min(1).max(SHORT_TEXT_MAX_LENGTH).nullable(),
  })
  .refine((row) => !row.start || !row.end || row.end >= row.start);

const cellOf = (record: readonly string[], columns: ColumnMap, field: ImportField) => {
  const index = columns[field];
  return index === undefined ? '' : (record[index] ?? '').trim();
};

/** One record checked; the reason it is refused, or the row. */
function checkRecord(
  record: readonly string[],
  columns: ColumnMap,
  line: number,
): ImportRow | { email: string; reason: string } {
  const cell = (field: ImportField) => cellOf(record, columns, field);
  const email = normalizeEmail(cell('email'));
  const refuse = (reason: string) => ({ email, reason });
  if (email === '') return refuse(m.emailMissing);
  if (!isEmailAddress(email)) return refuse(m.emailInvalid);
  const likely = likelyDomainTypo(email);
  if (likely) return refuse(m.emailTypo(email.slice(email.lastIndexOf('@') + 1), likely));

  const name = cell('name');
  if (name.length > SHORT_TEXT_MAX_LENGTH) return refuse(m.nameTooLong);
  const phone = cell('phone');
  if (phone !== '' && (phone.length < PROFILE_PHONE_MIN_LENGTH || phone.length > 200)) {
    return refuse(m.phoneInvalid);
  }
  const plan = parsePlan(cell('plan'));
  if (plan === 'unknown') return refuse(m.planUnknown(cell('plan')));
  const start = parseImportDate(cell('start'));
  if (start === 'invalid') return refuse(m.startInvalid);
  const end = parseImportDate(cell('end'));
  if (end === 'invalid') return refuse(m.endInvalid);
  if (start && end && end < start) return refuse(m.endBeforeStart);
  const tag = cell('tag');
  if (tag.length > SHORT_TEXT_MAX_LENGTH) return refuse(m.tagTooLong);

  return {
    line,
    email,
    name,
    phone: phone === '' ? null : phone,
    plan,
    start,
    end,
    tag: tag === '' ? null : tag,
  };
}

const isBlank = (record: readonly string[]) => record.every((cell) => cell.trim() === '');

/**
 * The data records of a file (the header excluded) checked one by one. `firstLine` is the line
 * number of the first record (2 below a header); blank records are skipped but keep their
 * number. A repeated e-mail is refused, pointing at the line that has it first.
 */
export function checkRecords(
  records: readonly (readonly string[])[],
  columns: ColumnMap,
  firstLine = 2,
): CheckedFile {
  const rows: ImportRow[] = [];
  const errors: RowError[] = [];
  const firstLineOf = new Map<string, number>();
  records.forEach((record, index) => {
    if (isBlank(record)) return;
    const line = firstLine + index;
    const checked = checkRecord(record, columns, line);
    if ('reason' in checked) {
      errors.push({ line, email: checked.email, reason: checked.reason });
      return;
    }
    const seen = firstLineOf.get(checked.email);
    if (seen !== undefined) {
      errors.push({ line, email: checked.email, reason: m.emailRepeated(seen) });
      return;
    }
    firstLineOf.set(checked.email, line);
    rows.push(checked);
  });
  return { rows, errors };
}

export type CheckedTable = CheckedFile & { columns: ColumnMap };

/**
 * A whole table (the header first): its columns matched and its records checked; the pt-BR
 * reason when the table cannot be imported at all (no e-mail column, no rows).
 */
export function checkTable(
  table: readonly (readonly string[])[],
): CheckedTable | { fileError: string } {
  const [header, ...records] = table;
  if (!header) return { fileError: m.emptyFile };
  const columns = matchColumns(header);
  if (columns.email === undefined) return { fileError: m.noEmailColumn };
  const checked = checkRecords(records, columns);
  if (checked.rows.length === 0 && checked.errors.length === 0) return { fileError: m.emptyFile };
  return { ...checked, columns };
}
