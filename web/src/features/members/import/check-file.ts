// The dry run's first half, pure and synchronous: the file's bytes decoded (UTF-8 or
// Windows-1252), parsed by papaparse (quoted fields; ',' or ';' detected) and checked with the
// domain's rules. It runs in a Web Worker (./check-worker.ts) so a 50.000-row file does not
// freeze the page; tests call it directly.
import {
  checkTable,
  decodeCsvBytes,
  MEMBER_IMPORT_MAX_ROWS,
  memberImportMessages as m,
  type CheckedTable,
} from '@app/domain';
import Papa from 'papaparse';

export type FileCheck = CheckedTable | { fileError: string };

/** The records of a CSV text (the header first); at most the header and MAX + 1 data rows. */
export function parseCsvText(text: string): string[][] {
  const result = Papa.parse<string[]>(text, {
    // Detected from the first lines: ',' or ';' (also tab and '|').
    delimiter: '',
    // Blank lines stay, so every record keeps its spreadsheet line number.
    skipEmptyLines: false,
    // One more than allowed is enough to know the file is too long.
    preview: MEMBER_IMPORT_MAX_ROWS + 2,
  });
  const rows = result.data;
  // The line break after the last line leaves one empty record.
  const last = rows[rows.length - 1];
  if (last && last.length === 1 && last[0] === '') rows.pop();
  return rows;
}

/** The whole dry run but the lookup: refused rows with their line and reason, and valid rows. */
export function checkCsvBytes(bytes: Uint8Array): FileCheck {
  let table: string[][];
  try {
    table = parseCsvText(decodeCsvBytes(bytes));
  } catch {
    return { fileError: m.unreadableFile };
  }
  if (table.length - 1 > MEMBER_IMPORT_MAX_ROWS) return { fileError: m.tooManyRows };
  return checkTable(table);
}
