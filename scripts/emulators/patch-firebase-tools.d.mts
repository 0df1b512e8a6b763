/** firebase-tools' reader of the storage rules runtime's stdout (the file the patch edits). */
export const runtimeReader: string;
/** The name of the helper the patch adds to that file. */
export const PATCH_MARKER: string;
/** firebase-tools' Auth emulator server (the file the second patch edits). */
export const authServer: string;
/** The name in the comment the second patch adds to that file. */
export const AUTH_PATCH_MARKER: string;
/** firebase-tools' Functions emulator helper module (the file the third patch edits). */
export const functionsShared: string;
/** The name of the helper the third patch adds to that file. */
export const FUNCTIONS_PATCH_MARKER: string;
/** firebase-tools' Functions emulator (the fourth patch shares its function processes). */
export const functionsEmulator: string;
/** firebase-tools' Functions emulator worker (the fourth patch's other file). */
export const functionsRuntimeWorker: string;
/** The name of the switch the fourth patch adds to both files. */
export const SHARED_WORKERS_MARKER: string;
