import { firestore } from './firestore';
import { storage } from './storage';
import type { UploadServices } from './uploads';

/**
 * The app's Firestore and Storage, for the saves that upload files. Those saves take their
 * services as an argument (the storage suite runs them against the emulators as a test admin);
 * the screens hand them this.
 */
export const uploadServices: UploadServices = { db: firestore, storage };
