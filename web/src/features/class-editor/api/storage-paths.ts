// Where the editor stores a class's files (storage.rules: covers/ and attachments/{classId}/).

import { imagePath } from '@/lib/uploads';

/** A short, safe extension taken from a file name ('Planilha Final.XLSX' → 'xlsx'). */
export function fileExtension(name: string): string | null {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(name.trim());
  return match?.[1] ? match[1].toLowerCase() : null;
}

/** covers/<random>.<ext>: a random name, so a replaced cover never hits a cached copy. */
export function coverPath(contentType: string, id: string): string {
  return imagePath('covers', contentType, id);
}

/**
 * attachments/{classId}/<attachment id>.<ext>: one folder per class, so deleting the class
 * removes the folder; the original file name is kept on the class document for the download.
 */
export function attachmentPath(classId: string, attachmentId: string, fileName: string): string {
  const extension = fileExtension(fileName);
  return `attachments/${classId}/${attachmentId}${extension ? `.${extension}` : ''}`;
}
