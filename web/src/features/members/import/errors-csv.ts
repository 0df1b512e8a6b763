import { memberImportMessages as m, toCsv, type RowError } from '@app/domain';

/** 'Baixar erros': the refused rows as a CSV Excel pt-BR opens in columns. */
export function errorsCsv(
  errors: readonly RowError[],
  header: readonly [string, string, string],
): string {
  return toCsv(
    header,
    errors.map((error) => [String(error.line), error.email, m.rowError(error.line, error.reason)]),
  );
}
