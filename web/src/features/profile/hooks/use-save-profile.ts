import type { ProfileFormValues } from '@app/domain';
import { useCallback } from 'react';
import { useQueuedWrite, type QueuedWriteToasts } from '@/components/feedback/use-queued-write';
import { useToast } from '@/lib/use-toast';
import { useSession } from '@/lib/session';
import { changePassword, isRecentLoginError, isWrongPasswordError } from '../api/change-password';
import { saveProfileDetails } from '../api/profile-updates';
import { profileOfflineMessages, profileToasts } from '../messages';

/** Where the profile's saves waiting for the connection are counted (ProfileForm shows them). */
export const PROFILE_WRITE_SCOPE = 'profile';

const emptyToNull = (value: string) => (value.trim() === '' ? null : value.trim());

// Queued offline without a toast: the form's notice says the save waits.
const PROFILE_TOASTS: QueuedWriteToasts = {
  saved: {
    title: profileToasts.updateSuccessTitle,
    description: profileToasts.updateSuccessDescription,
  },
  failed: { title: profileToasts.updateErrorTitle, description: profileToasts.tryAgain },
  logAs: 'Falha ao salvar perfil',
};

const isNetworkError = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'auth/network-request-failed';

/**
 * Saves the profile form: the profile fields first, then the optional password change, each
 * with its own toast. Resolves true when everything asked for was saved.
 *
 * Offline: the fields are written anyway. Firestore applies them locally and sends
 * them when the connection returns ('Perfil atualizado' then); meanwhile the form keeps every
 * value and says the save is waiting. A password change needs Firebase Auth online, so it is not
 * tried: the toast asks to save again once connected. Resolves false in both cases, as nothing
 * is confirmed yet (so the password fields stay and the registration flow does not go on).
 */
export function useSaveProfile(): (values: ProfileFormValues) => Promise<boolean> {
  const session = useSession();
  const toast = useToast();
  const authUser = session.status === 'ready' ? session.authUser : null;
  const { run } = useQueuedWrite(PROFILE_WRITE_SCOPE, PROFILE_TOASTS);

  return useCallback(
    async (values: ProfileFormValues) => {
      if (!authUser) {
        toast({ title: profileToasts.unknownUserTitle, variant: 'error' });
        return false;
      }
      const passwordNeedsConnection = () =>
        toast({
          title: profileToasts.passwordErrorTitle,
          description: profileOfflineMessages.passwordNeedsConnection,
          variant: 'warning',
        });

      const outcome = await run(() =>
        saveProfileDetails(authUser.uid, {
          name: values.name.trim(),
          phone: emptyToNull(values.phone),
          profession: emptyToNull(values.profession),
          interests: values.interests,
        }),
      );
      if (outcome === 'failed') return false;
      if (outcome === 'queued') {
        if (values.newPassword !== '') passwordNeedsConnection();
        return false;
      }

      if (values.newPassword === '') return true;
      if (!navigator.onLine) {
        passwordNeedsConnection();
        return false;
      }
      try {
        await changePassword(authUser, values.currentPassword, values.newPassword);
      } catch (error) {
        console.error('Falha ao trocar senha', error);
        if (isNetworkError(error)) {
          passwordNeedsConnection();
          return false;
        }
        const description = isWrongPasswordError(error)
          ? profileToasts.wrongCurrentPassword
          : isRecentLoginError(error)
            ? profileToasts.recentLoginRequired
            : profileToasts.tryAgain;
        toast({ title: profileToasts.passwordErrorTitle, description, variant: 'error' });
        return false;
      }
      toast({
        title: profileToasts.passwordSuccessTitle,
        description: profileToasts.passwordSuccessDescription,
        variant: 'success',
      });
      return true;
    },
    [authUser, toast, run],
  );
}
