// Scheduling and editing a live class: the cover is uploaded to live-classes/ first, then the
// document is written; a failed write removes the new image, and a replaced one is removed after.
// The room's link goes to liveClassRooms/{id} in the same batch: members never read it there
// (joinLiveClass hands it out inside the window).
import { COLLECTIONS } from '@app/domain';
import {
  collection,
  deleteField,
  doc,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import {
  removeOwnedImage,
  removeStoredFiles,
  uploadImage,
  type UploadServices as Services,
} from '@/lib/uploads';

const COVERS_FOLDER = 'live-classes';

const roomRef = (db: Firestore, id: string) => doc(db, COLLECTIONS.liveClassRooms, id);

/** The theme the replay will inherit (both null without one). */
const themeFields = (input: Pick<LiveClassInput, 'mainThemeId' | 'mainThemeName'>) =>
  input.mainThemeId
    ? { mainThemeId: input.mainThemeId, mainThemeName: input.mainThemeName ?? null }
    : { mainThemeId: null, mainThemeName: null };

export type LiveClassInput = {
  title: string;
  description: string;
  externalLink: string;
  /** '' or absent: no theme. */
  mainThemeId?: string;
  mainThemeName?: string | null;
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
    const batch = writeBatch(db);
    batch.set(ref, {
      title: input.title,
      description: input.description === '' ? null : input.description,
      coverUrl: stored.url,
      ...themeFields(input),
      startsAt: Timestamp.fromDate(input.startsAt),
      endsAt: Timestamp.fromDate(input.endsAt),
      createdBy,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    batch.set(roomRef(db, ref.id), {
      externalLink: input.externalLink,
      updatedAt: serverTimestamp(),
    });
    await batch.commit();
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
    const batch = writeBatch(db);
    batch.update(doc(db, COLLECTIONS.liveClasses, id), {
      title: input.title,
      // A class scheduled before the room moved out: its old public link goes now.
      externalLink: deleteField(),
      ...themeFields(input),
      startsAt: Timestamp.fromDate(input.startsAt),
      endsAt: Timestamp.fromDate(input.endsAt),
      ...(stored ? { coverUrl: stored.url } : {}),
      updatedAt: serverTimestamp(),
    });
    batch.set(roomRef(db, id), { externalLink: input.externalLink, updatedAt: serverTimestamp() });
    await batch.commit();
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
  const batch = writeBatch(db);
  batch.delete(doc(db, COLLECTIONS.liveClasses, id));
  batch.delete(roomRef(db, id));
  await batch.commit();
  await removeOwnedImage(storage, coverUrl, COVERS_FOLDER);
}
