import { HttpsError } from 'firebase-functions/v2/https';
import type { ZodType } from 'zod';

/**
 * Validates a callable's input with its shared contract schema. On failure the client gets
 * 'invalid-argument' with the first pt-BR message, which the dialogs show as is.
 */
export function parseInput<T>(schema: ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const message = result.error.issues[0]?.message ?? 'Dados inválidos';
  throw new HttpsError('invalid-argument', message);
}
