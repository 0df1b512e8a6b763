import { z } from 'zod';

// completePartnerRegistration: 'Garantir Presente' on /dashboard/perfil (docs/product.md,
// "Parceiros e presente").
export const COMPLETE_PARTNER_REGISTRATION_FUNCTION = 'completePartnerRegistration';

// No input: the function acts on the caller's own profile. Anything sent is ignored.
export const completePartnerRegistrationInputSchema = z.unknown();

export type CompletePartnerRegistrationOutcome =
  /** Partner user: registration completed now, 30-day access starts. */
  | 'completed'
  /** Partner user who had already completed: nothing changed. */
  | 'already-completed'
  /** Temporary non-partner user: gift accepted, only `firstAccess` turned false. */
  | 'gift-accepted';

export interface CompletePartnerRegistrationOutput {
  outcome: CompletePartnerRegistrationOutcome;
  /** ISO date-time the access ends, when the profile has one. */
  validUntil: string | null;
}
