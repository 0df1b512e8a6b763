/** firebase-tools' reader of the storage rules runtime's stdout (the file the patch edits). */
export const runtimeReader: string;
/** The name of the helper the patch adds to that file. */
export const PATCH_MARKER: string;
