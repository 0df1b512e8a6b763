import type { ProfileFormValues } from '@app/domain';
import { useCallback } from 'react';
import { useFirestore } from 'reactfire';
import { useToast } from '@/components/feedback/use-toast';
import { useSession } from '@/lib/session';
import { changePassword, isRecentLoginError, isWrongPasswordError } from '../api/change-password';
import { saveProfileDetails } from '../api/profile-updates';
import { profileToasts } from '../messages';

const emptyToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * Saves the profile form: the profile fields first, then the optional password change, each
 * with its own spec toast (§8). Resolves true when everything asked for was saved.
 */
export function useSaveProfile(): (values: ProfileFormValues) => Promise<boolean> {
  const firestore = useFirestore();
  const session = useSession();
  const toast = useToast();
  const authUser = session.status === 'ready' ? session.authUser : null;

  return useCallback(
    async (values: ProfileFormValues) => {
      if (!authUser) {
        toast({ title: profileToasts.unknownUserTitle, variant: 'error' });
        return false;
      }
      try {
        await saveProfileDetails(firestore, authUser.uid, {
          name: values.name.trim(),
          phone: emptyToNull(values.phone),
          profession: emptyToNull(values.profession),
          interests: values.interests,
        });
      } catch (error) {
        console.error('Falha ao salvar perfil', error);
        toast({
          title: profileToasts.updateErrorTitle,
          description: profileToasts.tryAgain,
          variant: 'error',
        });
        return false;
      }
      toast({
        title: profileToasts.updateSuccessTitle,
        description: profileToasts.updateSuccessDescription,
        variant: 'success',
      });

      if (values.newPassword === '') return true;
      try {
        await changePassword(authUser, values.currentPassword, values.newPassword);
      } catch (error) {
        console.error('Falha ao trocar senha', error);
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
    [authUser, firestore, toast],
  );
}
