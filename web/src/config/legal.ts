// When the terms of use and the privacy notice were last revised: a real date set at build time
// (VITE_LEGAL_UPDATED_AT, docs/configuration.md), never an invented one. Unset, the legal pages
// show no date. zod/mini, like env.ts and commerce.ts.
import * as z from 'zod/mini';

const legalSchema = z.object({
  /** Calendar date, ISO 'AAAA-MM-DD' (e.g. 2026-11-22). Empty counts as unset. */
  VITE_LEGAL_UPDATED_AT: z.optional(z.union([z.literal(''), z.iso.date()])),
});

/** The ISO date as a local calendar day (midnight here), so it never shifts by time zone. */
export function parseLegalUpdatedAt(raw: Record<string, unknown>): Date | null {
  const parsed = legalSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Configuração inválida (.env): ${z.prettifyError(parsed.error)}`);
  }
  const iso = parsed.data.VITE_LEGAL_UPDATED_AT;
  if (!iso) return null;
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export const legal = {
  /** Last revision of /termos and /privacidade, or null to show none. */
  updatedAt: parseLegalUpdatedAt(import.meta.env),
} as const;
