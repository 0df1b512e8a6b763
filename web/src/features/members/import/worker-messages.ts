import type { ColumnMap, ImportRow, RowError } from '@app/domain';

/**
 * The valid rows travel from the worker in messages of this many: the page copies each message
 * in a task of its own, so 50.000 rows are never copied to the main thread at once.
 */
export const ROWS_PER_MESSAGE = 1000;

/** What the check worker answers: the rows in pieces, then the errors; or why the file fails. */
export type WorkerMessage =
  | { kind: 'rows'; rows: ImportRow[] }
  | { kind: 'done'; errors: RowError[]; columns: ColumnMap }
  | { kind: 'file-error'; fileError: string };
