import { classMessages } from '@app/domain';
import type { ToastOptions } from '@/lib/use-toast';
import { UploadFailedError } from '@/lib/uploads';
import { classEditorMessages as t } from '../messages';

/** The toast for a failed save: the file that failed to upload, else the screen's message. */
export function saveErrorToast(error: unknown, mode: 'create' | 'edit'): ToastOptions {
  if (error instanceof UploadFailedError) {
    return { title: t.errorTitle, description: t.uploadError(error.fileName), variant: 'error' };
  }
  return {
    title: t.errorTitle,
    description: mode === 'create' ? classMessages.createError : classMessages.updateError,
    variant: 'error',
  };
}
