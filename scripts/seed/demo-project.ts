// The emulator project every script and suite talks to (.firebaserc): a demo- id, so the
// emulators never reach a real project.
export const PROJECT_ID = 'demo-escola';

/** Its default Storage bucket, as the emulators name it (FIREBASE_CONFIG.storageBucket). */
export const BUCKET = `${PROJECT_ID}.appspot.com`;
