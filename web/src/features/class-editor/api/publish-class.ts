// Saving a class with its files, all or nothing: files are uploaded first (with progress);
// if one fails, or the document write fails, every file this save stored is removed and the
// error is thrown, so nothing half-written stays behind and the form keeps what was typed.
// Firestore and Storage are passed in, so the emulator suites run this very code.
import { COLLECTIONS, type Attachment, type FileLike } from '@app/domain';
import { uniqueSlug } from '@/lib/content/class-slug';
import { collection, doc, runTransaction, serverTimestamp, setDoc } from 'firebase/firestore';
import type { ClassFields, OpenClassType } from './class-values';
import { attachmentPath, coverPath } from './storage-paths';
import { createNumberedClass } from './class-number';
import {
  downloadUrlOf,
  randomFileId,
  removeStoredFiles,
  storedPathOf,
  uploadAll,
  type PendingUpload,
  type UploadProgress,
  type UploadServices,
} from '@/lib/uploads';

type Services = UploadServices;
export type UploadFile = FileLike & Blob;

const COVER_KEY = 'cover';

function coverUpload(file: UploadFile): PendingUpload {
  return {
    key: COVER_KEY,
    name: file.name,
    path: coverPath(file.type, randomFileId()),
    file,
    contentType: file.type,
  };
}

/** Each new support material: its stored record and the upload that fills it. */
function attachmentUploads(classId: string, files: UploadFile[]) {
  return files.map((file) => {
    const id = randomFileId();
    const attachment: Attachment = {
      id,
      name: file.name,
      path: attachmentPath(classId, id, file.name),
      contentType: file.type,
      size: file.size,
    };
    const upload: PendingUpload = {
      key: id,
      name: file.name,
      path: attachment.path,
      file,
      contentType: file.type,
    };
    return { attachment, upload };
  });
}

export type NewClass = {
  type: OpenClassType;
  fields: ClassFields;
  author: { id: string; name: string };
  cover: UploadFile | null;
  attachments: UploadFile[];
  /** Upload progress per file key (the attachment ids of `attachments`, 'cover'). */
  onProgress?: (progress: UploadProgress, names: Record<string, string>) => void;
};

export type CreatedClass = { id: string; slug: string; classNumber: number | null };

export async function createClass(services: Services, input: NewClass): Promise<CreatedClass> {
  const { db, storage } = services;
  const classId = doc(collection(db, COLLECTIONS.classes)).id;
  const slug = await uniqueSlug(db, input.fields.title);
  const cover = input.cover ? coverUpload(input.cover) : null;
  const materials = attachmentUploads(classId, input.attachments);
  const uploads = [...(cover ? [cover] : []), ...materials.map((m) => m.upload)];
  const names = Object.fromEntries(uploads.map((u) => [u.key, u.name]));

  await uploadAll(storage, uploads, (progress) => input.onProgress?.(progress, names));
  try {
    const data = {
      ...input.fields,
      slug,
      type: input.type,
      coverUrl: cover ? await downloadUrlOf(storage, cover.path) : null,
      attachments: materials.map((m) => m.attachment),
      courseId: null,
      authorId: input.author.id,
      authorName: input.author.name,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    };
    if (input.type === 'SEMANAL') {
      const classNumber = await createNumberedClass(db, classId, data);
      return { id: classId, slug, classNumber };
    }
    await setDoc(doc(db, COLLECTIONS.classes, classId), { ...data, classNumber: null });
    return { id: classId, slug, classNumber: null };
  } catch (error) {
    await removeStoredFiles(
      storage,
      uploads.map((u) => u.path),
    );
    throw error;
  }
}

export type CoverChange =
  | { kind: 'keep' }
  | { kind: 'remove' }
  | { kind: 'replace'; file: UploadFile };

export type ClassChanges = {
  classId: string;
  fields: ClassFields;
  cover: CoverChange;
  newAttachments: UploadFile[];
  removedAttachmentIds: string[];
  onProgress?: (progress: UploadProgress, names: Record<string, string>) => void;
};

/**
 * Saves an edit. Only the form's fields, the cover, the attachments and updatedAt are written
 * (an update, never a whole-document set), so the rating totals and the number stay as stored.
 * The attachment list is recomputed inside a transaction from the stored one, so another
 * admin's concurrent change is not lost. Files of removed materials and a replaced cover are
 * deleted afterwards; a failed delete is logged and does not undo the save.
 */
export async function updateClass(services: Services, input: ClassChanges): Promise<void> {
  const { db, storage } = services;
  const classRef = doc(db, COLLECTIONS.classes, input.classId);
  const cover = input.cover.kind === 'replace' ? coverUpload(input.cover.file) : null;
  const materials = attachmentUploads(input.classId, input.newAttachments);
  const uploads = [...(cover ? [cover] : []), ...materials.map((m) => m.upload)];
  const names = Object.fromEntries(uploads.map((u) => [u.key, u.name]));

  await uploadAll(storage, uploads, (progress) => input.onProgress?.(progress, names));
  let leftovers: string[] = [];
  try {
    const coverUrl = cover ? await downloadUrlOf(storage, cover.path) : null;
    leftovers = await runTransaction(db, async (tx) => {
      const stored = await tx.get(classRef);
      if (!stored.exists()) throw new Error(`Class ${input.classId} no longer exists`);
      const current = (stored.get('attachments') ?? []) as Attachment[];
      const removed = new Set(input.removedAttachmentIds);
      const kept = current.filter((a) => !removed.has(a.id));
      const oldCover = stored.get('coverUrl') as string | null | undefined;
      const coverFields = input.cover.kind === 'keep' ? {} : { coverUrl };
      tx.update(classRef, {
        ...input.fields,
        ...coverFields,
        attachments: [...kept, ...materials.map((m) => m.attachment)],
        updatedAt: serverTimestamp(),
      });
      const removedFiles = current
        .filter((a) => removed.has(a.id) && a.path.startsWith(`attachments/${input.classId}/`))
        .map((a) => a.path);
      const oldCoverPath = input.cover.kind === 'keep' ? null : storedPathOf(storage, oldCover);
      return oldCoverPath?.startsWith('covers/') ? [...removedFiles, oldCoverPath] : removedFiles;
    });
  } catch (error) {
    await removeStoredFiles(
      storage,
      uploads.map((u) => u.path),
    );
    throw error;
  }
  await removeStoredFiles(storage, leftovers);
}
