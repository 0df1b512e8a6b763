// 'Importar membros', the dry run: the file checked off the main thread, then the valid rows'
// e-mails looked up on the server in requests of 1.000 (lookupImportMembers) to count who is new,
// who gets a later date or a plan, and who stays as they are. Nothing is written.
import {
  importOutcome,
  MEMBER_IMPORT_LOOKUP_MAX,
  MEMBER_IMPORT_MAX_BYTES,
  memberImportMessages as m,
  type ImportLookupMember,
  type ImportOutcome,
  type ImportRow,
  type RowError,
} from '@app/domain';
import { checkOffThread } from './check-off-thread';

export interface DryRun {
  fileName: string;
  /** Every valid row, in file order, with what importing it would do. */
  rows: ImportRow[];
  outcomes: ImportOutcome[];
  errors: RowError[];
  totals: Record<ImportOutcome, number> & { errors: number };
}

export type DryRunResult = DryRun | { fileError: string };

/** Lookup requests in flight at once. */
const LOOKUPS_AT_ONCE = 4;

export type LookupMembers = (emails: string[]) => Promise<ImportLookupMember[]>;

/** The members among these e-mails, asked in groups of 1.000, a few at a time. */
async function lookupAll(emails: string[], lookup: LookupMembers) {
  const groups: string[][] = [];
  for (let i = 0; i < emails.length; i += MEMBER_IMPORT_LOOKUP_MAX) {
    groups.push(emails.slice(i, i + MEMBER_IMPORT_LOOKUP_MAX));
  }
  const found = new Map<string, ImportLookupMember>();
  for (let i = 0; i < groups.length; i += LOOKUPS_AT_ONCE) {
    const answers = await Promise.all(groups.slice(i, i + LOOKUPS_AT_ONCE).map(lookup));
    for (const members of answers) for (const member of members) found.set(member.email, member);
  }
  return found;
}

export async function dryRun(file: File, lookup: LookupMembers): Promise<DryRunResult> {
  if (file.size > MEMBER_IMPORT_MAX_BYTES) return { fileError: m.fileTooLarge };
  // Marks for npm run bench:import (the dry run's parts, read from the page).
  performance.mark('member-import:start');
  const checked = await checkOffThread(await file.arrayBuffer());
  performance.mark('member-import:checked');
  if ('fileError' in checked) return checked;

  const members = checked.rows.length
    ? await lookupAll(
        checked.rows.map((row) => row.email),
        lookup,
      )
    : new Map<string, ImportLookupMember>();
  performance.mark('member-import:looked-up');
  const outcomes = checked.rows.map((row) => {
    const member = members.get(row.email);
    return importOutcome(
      row,
      member
        ? { plan: member.plan, validUntil: member.validUntil ? new Date(member.validUntil) : null }
        : null,
    );
  });
  const count = (outcome: ImportOutcome) => outcomes.filter((o) => o === outcome).length;
  return {
    fileName: file.name,
    rows: checked.rows,
    outcomes,
    errors: checked.errors,
    totals: {
      new: count('new'),
      updated: count('updated'),
      unchanged: count('unchanged'),
      errors: checked.errors.length,
    },
  };
}
