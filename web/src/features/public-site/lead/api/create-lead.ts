import { COLLECTIONS, type Lead } from '@app/domain';

/** A lead as the popup sends it; `createdAt` is the server's time (the rules require it). */
export type NewLead = Omit<Lead, 'createdAt'>;

/**
 * Writes `leads/{auto id}` (DESIGN §3). Firestore is imported here, on demand, so the public
 * pages' chunks never carry the Firestore SDK: it downloads when a visitor submits the popup.
 */
export async function createLead(lead: NewLead): Promise<void> {
  const [{ firestore }, { addDoc, collection, serverTimestamp }] = await Promise.all([
    import('@/lib/firestore'),
    import('firebase/firestore'),
  ]);
  await addDoc(collection(firestore, COLLECTIONS.leads), {
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    plan: lead.plan,
    origin: lead.origin,
    createdAt: serverTimestamp(),
  });
}

/** Warms the Firestore chunk while the visitor types, so the submit does not wait for it. */
export function preloadLeadStore(): void {
  void import('@/lib/firestore').catch(() => {
    // A failed preload is retried by createLead itself.
  });
}
