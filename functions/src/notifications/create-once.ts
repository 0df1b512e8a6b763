import type { DocumentReference } from 'firebase-admin/firestore';

const ALREADY_EXISTS = 6;

/**
 * Creates the document unless it exists: announcements have fixed ids, so a trigger or a
 * scheduled run that repeats (or runs late) announces nothing twice. Resolves whether it wrote.
 */
export async function createOnce(ref: DocumentReference, data: object): Promise<boolean> {
  try {
    await ref.create(data);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}
