// The admin SDK, initialised once per function instance. initializeApp() without options reads
// FIREBASE_CONFIG (project id, default bucket) that Cloud Functions and the emulator both set, and
// the *_EMULATOR_HOST variables make each service talk to its emulator during local runs.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

const app = getApps()[0] ?? initializeApp();

export const adminAuth = getAuth(app);
export const db = getFirestore(app);
/**
 * The default bucket. A function, not a constant: creating the Storage client loads its SDK (~70 ms
 * of every cold start), and only the few functions that handle files need it.
 */
export const defaultBucket = () => getStorage(app).bucket();
