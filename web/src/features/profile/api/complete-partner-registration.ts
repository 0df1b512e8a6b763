import {
  completePartnerRegistrationCallable,
  type CompletePartnerRegistrationOutput,
} from '@app/domain';
import { callFunction } from '@/lib/call-function';

/**
 * 'Garantir Presente': a partner user's 30-day gift starts, a non-partner's
 * firstAccess turns false. The function acts on the caller's own profile, so it takes no input.
 */
export async function completePartnerRegistration(): Promise<CompletePartnerRegistrationOutput> {
  return callFunction(completePartnerRegistrationCallable);
}
