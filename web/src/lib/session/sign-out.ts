import { signOut } from 'firebase/auth';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { authMessages } from '@app/domain';
import { useToast } from '@/lib/use-toast';
import { paths } from '@/config/paths';
import { auth } from '@/lib/firebase-app';
import { markLeavingDashboard } from './leaving-dashboard';

/**
 * End the session on purpose (the sidebar's logout): leave the dashboard for '/' (flagged, so the
 * guard does not send the now signed-out user to /login), sign out, and confirm with the toast.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(async () => {
    try {
      markLeavingDashboard();
      await navigate(paths.home.getHref());
      await signOut(auth);
      toast({
        title: authMessages.logoutSuccessTitle,
        description: authMessages.logoutSuccessDescription,
        variant: 'success',
      });
    } catch (error) {
      console.error('Falha ao sair', error);
      toast({
        title: authMessages.unexpectedErrorTitle,
        description: authMessages.logoutErrorDescription,
        variant: 'error',
      });
    }
  }, [navigate, toast]);
}
