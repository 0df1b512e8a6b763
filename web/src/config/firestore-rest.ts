// Addresses on Firestore's REST API, for reads that do not use the Firestore SDK: a public page that
// reads a single document (the certificate check) and a count (lib/firestore-count.ts). The
// emulator's address in emulator builds, else Google's.
function firestoreRestUrl(rest: string): string {
  const env = import.meta.env;
  const projectId = String(env.VITE_FIREBASE_PROJECT_ID ?? '');
  const database = `v1/projects/${projectId}/databases/(default)/${rest}`;
  if (env.VITE_USE_EMULATORS === 'true') {
    const host = String(env.VITE_EMULATOR_HOST || '127.0.0.1');
    const port = String(env.VITE_FIRESTORE_EMULATOR_PORT || '8080');
    return `http://${host}:${port}/${database}`;
  }
  return `https://firestore.googleapis.com/${database}`;
}

/** One document, by its path (`certificates/ABC`). */
export function firestoreDocumentUrl(path: string): string {
  return firestoreRestUrl(`documents/${path}`);
}

/** The aggregation endpoint (counts) over the whole database. */
export function firestoreAggregationUrl(): string {
  return firestoreRestUrl('documents:runAggregationQuery');
}
