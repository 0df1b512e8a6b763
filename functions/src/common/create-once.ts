import type { DocumentReference, WithFieldValue } from 'firebase-admin/firestore';

/** The gRPC code of a create() that met a document with the same id. */
const ALREADY_EXISTS = 6;

/** Whether a Firestore write failed because create() met a document that already exists. */
export function isAlreadyExists(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === ALREADY_EXISTS;
}

/**
 * Creates the document unless it exists; resolves whether it wrote. With a fixed id, a trigger or
 * a scheduled run that repeats (or two deliveries of one event at once) writes it once.
 */
export async function createOnce<T>(
  ref: DocumentReference<T>,
  data: WithFieldValue<T>,
): Promise<boolean> {
  try {
    await ref.create(data);
    return true;
  } catch (error) {
    if (isAlreadyExists(error)) return false;
    throw error;
  }
}
