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
} from 'firebase/firestore';
import {
  removeOwnedImage,
  removeStoredFiles,
  uploadImage,
  type UploadServices as Services,
} from '@/lib/uploads';

const COVERS_FOLDER = 'live-classes';

export type LiveClassInput = {
  title: string;
  description: string;
  externalLink: string;
  startsAt: Date;
  endsAt: Date;
};

export async function createLiveClass(
  { db, storage }: Services,
  input: LiveClassInput,
  cover: File,
  createdBy: string,
): Promise<string> {
  const ref = doc(collection(db, COLLECTIONS.liveClasses));
  const stored = await uploadImage(storage, COVERS_FOLDER, cover);
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
  const stored = cover ? await uploadImage(storage, COVERS_FOLDER, cover) : null;
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
  if (stored) await removeOwnedImage(storage, storedCoverUrl, COVERS_FOLDER);
}

/** 'Excluir': the class, then its cover if it is ours (a failed file removal is only logged). */
export async function deleteLiveClass(
  { db, storage }: Services,
  id: string,
  coverUrl: string | null,
): Promise<void> {
  await deleteDoc(doc(db, COLLECTIONS.liveClasses, id));
  await removeOwnedImage(storage, coverUrl, COVERS_FOLDER);
}
