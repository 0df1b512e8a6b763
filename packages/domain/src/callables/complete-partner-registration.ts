import { defineCallable, outputType } from './define-callable';
import { noInput } from './fields';

// completePartnerRegistration: 'Garantir Presente' on /dashboard/perfil (docs/product.md,
// "Parceiros e presente"). No input: the function acts on the caller's own profile.

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

export const completePartnerRegistrationCallable = defineCallable({
  name: 'completePartnerRegistration',
  input: noInput,
  output: outputType<CompletePartnerRegistrationOutput>(),
});
