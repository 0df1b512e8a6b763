import { avatarFileSchema } from '@app/domain';
import { useCallback, useState } from 'react';
import { useToast } from '@/lib/use-toast';
import { useSession } from '@/lib/session';
import { saveAvatarUrl } from '../api/profile-updates';
import { AvatarUrlError, uploadAvatar } from '../api/upload-avatar';
import { profileToasts } from '../messages';

/**
 * Picks, checks (JPEG/PNG/WebP under 5 MB, as storage.rules), uploads and saves a new avatar.
 * It is saved at once, apart from the form, so the picture never waits for a "save" click.
 */
export function useAvatarUpload(): { upload: (file: File) => Promise<void>; uploading: boolean } {
  const session = useSession();
  const toast = useToast();
  const [uploading, setUploading] = useState(false);
  const uid = session.status === 'ready' ? session.user.id : null;
  const previousUrl = session.status === 'ready' ? (session.user.avatarUrl ?? null) : null;

  const upload = useCallback(
    async (file: File) => {
      if (!uid) {
        toast({ title: profileToasts.unknownUserTitle, variant: 'error' });
        return;
      }
      const checked = avatarFileSchema.safeParse(file);
      if (!checked.success) {
        toast({
          title: profileToasts.updateErrorTitle,
          description: checked.error.issues[0]?.message,
          variant: 'error',
        });
        return;
      }
      setUploading(true);
      try {
        const url = await uploadAvatar(uid, file, previousUrl);
        await saveAvatarUrl(uid, url);
        toast({
          title: profileToasts.avatarSuccessTitle,
          description: profileToasts.avatarSuccessDescription,
          variant: 'success',
        });
      } catch (error) {
        console.error('Falha ao enviar avatar', error);
        toast({
          title: profileToasts.updateErrorTitle,
          description:
            error instanceof AvatarUrlError ? profileToasts.publicUrlError : profileToasts.tryAgain,
          variant: 'error',
        });
      } finally {
        setUploading(false);
      }
    },
    [uid, previousUrl, toast],
  );

  return { upload, uploading };
}
