import {
  COMPLETE_PARTNER_REGISTRATION_FUNCTION,
  type CompletePartnerRegistrationOutput,
} from '@app/domain';
import { httpsCallable } from 'firebase/functions';
import { functions } from '@/lib/functions';

/**
 * 'Garantir Presente': a partner user's 30-day gift starts, a non-partner's
 * firstAccess turns false. The function acts on the caller's own profile, so it takes no input.
 */
export async function completePartnerRegistration(): Promise<CompletePartnerRegistrationOutput> {
  const call = httpsCallable<void, CompletePartnerRegistrationOutput>(
    functions,
    COMPLETE_PARTNER_REGISTRATION_FUNCTION,
  );
  return (await call()).data;
}
