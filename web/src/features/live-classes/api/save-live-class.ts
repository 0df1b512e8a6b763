// Scheduling and editing a live class: the cover is uploaded to live-classes/ first, then the
// document is written; a failed write removes the new image, and a replaced one is removed after.
import { COLLECTIONS } from '@app/domain';
import {
  collection,
  deleteDoc,
  doc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';
import {
  downloadUrlOf,
  imagePath,
  randomFileId,
  removeStoredFiles,
  storedPathOf,
  uploadAll,
} from '@/lib/uploads';

export type Services = { db: Firestore; storage: FirebaseStorage };

const COVERS_FOLDER = 'live-classes';

export type LiveClassInput = {
  title: string;
  description: string;
  externalLink: string;
  startsAt: Date;
  endsAt: Date;
};

async function uploadCover(storage: FirebaseStorage, file: File) {
  const path = imagePath(COVERS_FOLDER, file.type, randomFileId());
  await uploadAll(storage, [{ key: 'cover', name: file.name, path, file, contentType: file.type }]);
  return { path, url: await downloadUrlOf(storage, path) };
}

export async function createLiveClass(
  { db, storage }: Services,
  input: LiveClassInput,
  cover: File,
  createdBy: string,
): Promise<string> {
  const ref = doc(collection(db, COLLECTIONS.liveClasses));
  const stored = await uploadCover(storage, cover);
  try {
    await setDoc(ref, {
      title: input.title,
      description: input.description === '' ? null : input.description,
      coverUrl: stored.url,
      externalLink: input.externalLink,
      startsAt: Timestamp.fromDate(input.startsAt),
      endsAt: Timestamp.fromDate(input.endsAt),
      createdBy,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
  } catch (error) {
    await removeStoredFiles(storage, [stored.path]);
    throw error;
  }
  return ref.id;
}

/** The edit form's fields; the description is left as stored when it was scheduled. */
export async function updateLiveClass(
  { db, storage }: Services,
  id: string,
  input: Omit<LiveClassInput, 'description'>,
  cover: File | null,
  storedCoverUrl: string | null,
): Promise<void> {
  const stored = cover ? await uploadCover(storage, cover) : null;
  try {
    await updateDoc(doc(db, COLLECTIONS.liveClasses, id), {
      title: input.title,
      externalLink: input.externalLink,
      startsAt: Timestamp.fromDate(input.startsAt),
      endsAt: Timestamp.fromDate(input.endsAt),
      ...(stored ? { coverUrl: stored.url } : {}),
      updatedAt: serverTimestamp(),
    });
  } catch (error) {
    if (stored) await removeStoredFiles(storage, [stored.path]);
    throw error;
  }
  const oldPath = stored ? storedPathOf(storage, storedCoverUrl) : null;
  if (oldPath?.startsWith(`${COVERS_FOLDER}/`)) await removeStoredFiles(storage, [oldPath]);
}

/** 'Excluir': the class, then its cover if it is ours (a failed file removal is only logged). */
export async function deleteLiveClass(
  { db, storage }: Services,
  id: string,
  coverUrl: string | null,
): Promise<void> {
  await deleteDoc(doc(db, COLLECTIONS.liveClasses, id));
  const path = storedPathOf(storage, coverUrl);
  if (path?.startsWith(`${COVERS_FOLDER}/`)) await removeStoredFiles(storage, [path]);
}
