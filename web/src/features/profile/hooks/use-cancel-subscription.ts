import { LOGOUT_AFTER_CANCEL_MS } from '@app/domain';
import { useCallback, useState } from 'react';
import { useToast } from '@/lib/use-toast';
import { useSession, useSignOut } from '@/lib/session';
import { cancelOwnSubscription } from '../api/profile-updates';
import { profileToasts } from '../messages';

/**
 * Cancellation by the user: cancelled becomes true, a toast confirms it, and the
 * user is signed out 3 s later. The timer is deliberately not cleared on unmount: the session
 * may already have moved the user off this screen, and the sign-out must still happen.
 */
export function useCancelSubscription(): { cancel: () => Promise<boolean>; cancelling: boolean } {
  const session = useSession();
  const toast = useToast();
  const signOut = useSignOut();
  const [cancelling, setCancelling] = useState(false);
  const uid = session.status === 'ready' ? session.user.id : null;

  const cancel = useCallback(async () => {
    if (!uid) {
      toast({ title: profileToasts.unknownUserTitle, variant: 'error' });
      return false;
    }
    setCancelling(true);
    try {
      await cancelOwnSubscription(uid);
    } catch (error) {
      console.error('Falha ao cancelar assinatura', error);
      toast({
        title: profileToasts.cancelErrorTitle,
        description: profileToasts.tryAgain,
        variant: 'error',
      });
      setCancelling(false);
      return false;
    }
    toast({
      title: profileToasts.cancelSuccessTitle,
      description: profileToasts.cancelSuccessDescription,
      variant: 'success',
    });
    window.setTimeout(() => void signOut(), LOGOUT_AFTER_CANCEL_MS);
    return true;
  }, [uid, toast, signOut]);

  return { cancel, cancelling };
}
