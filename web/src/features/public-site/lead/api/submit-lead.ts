import { SUBMIT_LEAD_FUNCTION, type SubmitLeadInput, type SubmitLeadOutput } from '@app/domain';

/**
 * Sends the popup's lead to the submitLead function, the only writer of `leads`. The Functions
 * SDK is imported here, on demand, so the public pages' chunks carry no Firebase service SDK:
 * the small Functions chunk downloads while the visitor types (preloadLeadSender).
 */
export async function submitLead(lead: SubmitLeadInput): Promise<SubmitLeadOutput> {
  const [{ functions }, { httpsCallable }] = await Promise.all([
    import('@/lib/functions'),
    import('firebase/functions'),
  ]);
  const call = httpsCallable<SubmitLeadInput, SubmitLeadOutput>(functions, SUBMIT_LEAD_FUNCTION);
  return (await call(lead)).data;
}

/** Warms the Functions chunk while the visitor types, so the submit does not wait for it. */
export function preloadLeadSender(): void {
  void Promise.all([import('@/lib/functions'), import('firebase/functions')]).catch(() => {
    // A failed preload is retried by submitLead itself.
  });
}
