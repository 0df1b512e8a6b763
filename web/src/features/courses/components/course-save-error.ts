import { courseMessages } from '@app/domain';
import type { ToastOptions } from '@/lib/use-toast';
import { CoverUploadError } from '../api/save-course';
import { courseFormMessages as t } from '../messages';

/** The toast for a failed course save: 'Erro no Upload' for the cover, else `description`. */
export function courseSaveErrorToast(error: unknown, description: string): ToastOptions {
  return error instanceof CoverUploadError
    ? {
        title: courseMessages.uploadErrorTitle,
        description: courseMessages.uploadErrorDescription,
        variant: 'error',
      }
    : { title: t.errorTitle, description, variant: 'error' };
}
