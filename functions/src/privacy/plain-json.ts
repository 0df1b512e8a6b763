/**
 * A Firestore value as plain JSON: timestamps become ISO 8601 strings, references their paths,
 * nested maps and arrays likewise. What the export writes and what a person can read.
 */
export function plainJson(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object') return value;
  if (typeof (value as { toDate?: unknown }).toDate === 'function') {
    return (value as { toDate(): Date }).toDate().toISOString();
  }
  if (value instanceof Date) return value.toISOString();
  const path = (value as { path?: unknown }).path;
  if (typeof path === 'string' && 'firestore' in value) return path; // a DocumentReference
  if (Array.isArray(value)) return value.map(plainJson);
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, v]) => [key, plainJson(v)]),
  );
}
