// The address of one Firestore document over Firestore's REST API, for a public page that reads a
// single document without the Firestore SDK (the certificate check): the emulator's address in
// emulator builds, else Google's.
export function firestoreDocumentUrl(path: string): string {
  const env = import.meta.env;
  const projectId = String(env.VITE_FIREBASE_PROJECT_ID ?? '');
  const documents = `v1/projects/${projectId}/databases/(default)/documents/${path}`;
  if (env.VITE_USE_EMULATORS === 'true') {
    const host = String(env.VITE_EMULATOR_HOST || '127.0.0.1');
    const port = String(env.VITE_FIRESTORE_EMULATOR_PORT || '8080');
    return `http://${host}:${port}/${documents}`;
  }
  return `https://firestore.googleapis.com/${documents}`;
}
