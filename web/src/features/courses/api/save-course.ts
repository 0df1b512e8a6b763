// Creating and editing a course with its cover: an uploaded image goes to courses/ first, then
// the document is written; if the write fails the new image is removed again, and a replaced
// image of ours is removed once the change is saved.
import { COLLECTIONS, courseHoursValue, type CourseCreateFormValues } from '@app/domain';
import { collection, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';
import {
  removeOwnedImage,
  removeStoredFiles,
  uploadImage,
  type UploadServices as Services,
} from '@/lib/uploads';

/** The cover the form settled on: a new file, a typed URL, or none. */
export type CoverChoice = { kind: 'file'; file: File } | { kind: 'url'; url: string } | null;

/** A course image could not be stored ('Erro no Upload'). */
export class CoverUploadError extends Error {
  constructor(override readonly cause: unknown) {
    super('Course cover upload failed');
    this.name = 'CoverUploadError';
  }
}

const COURSE_COVERS_FOLDER = 'courses';

/** Uploads a chosen file; resolves with its URL and stored path (null path for a typed URL). */
async function resolveCover(
  storage: FirebaseStorage,
  cover: CoverChoice,
): Promise<{ url: string | null; path: string | null }> {
  if (!cover) return { url: null, path: null };
  if (cover.kind === 'url') return { url: cover.url, path: null };
  try {
    return await uploadImage(storage, COURSE_COVERS_FOLDER, cover.file);
  } catch (error) {
    throw new CoverUploadError(error);
  }
}

const orEmptyAsNull = (value: string) => (value === '' ? null : value);

export async function createCourse(
  { db, storage }: Services,
  values: CourseCreateFormValues,
  cover: CoverChoice,
): Promise<string> {
  const courseRef = doc(collection(db, COLLECTIONS.courses));
  const stored = await resolveCover(storage, cover);
  try {
    await setDoc(courseRef, {
      title: values.title,
      description: values.description,
      coverUrl: stored.url,
      professorName: values.professorName,
      professorDescription: values.professorDescription,
      professorLink: orEmptyAsNull(values.professorLink),
      hours: courseHoursValue(values.hours),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  } catch (error) {
    if (stored.path) await removeStoredFiles(storage, [stored.path]);
    throw error;
  }
  return courseRef.id;
}

/** Title, hours and cover; `cover` undefined keeps the stored one. */
export async function updateCourse(
  { db, storage }: Services,
  courseId: string,
  change: {
    title: string;
    hours: number | null;
    cover?: CoverChoice;
    storedCoverUrl: string | null;
  },
): Promise<void> {
  const keepCover = change.cover === undefined;
  const stored = keepCover ? null : await resolveCover(storage, change.cover ?? null);
  try {
    await updateDoc(doc(db, COLLECTIONS.courses, courseId), {
      title: change.title,
      hours: change.hours,
      ...(stored ? { coverUrl: stored.url } : {}),
      updatedAt: serverTimestamp(),
    });
  } catch (error) {
    if (stored?.path) await removeStoredFiles(storage, [stored.path]);
    throw error;
  }
  if (stored && stored.url !== change.storedCoverUrl) {
    await removeOwnedImage(storage, change.storedCoverUrl, COURSE_COVERS_FOLDER);
  }
}
