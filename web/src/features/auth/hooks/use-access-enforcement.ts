import { CANCELLATION_TOAST_MS, LOGOUT_AFTER_CANCEL_MS } from '@app/domain';
import { signOut } from 'firebase/auth';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/lib/use-toast';
import { paths } from '@/config/paths';
import { auth } from '@/lib/firebase-app';
import { markLeavingDashboard, type Session } from '@/lib/session';
import { authMessages } from '../messages';

/**
 * A cancellation made in this session (the profile screen's "cancel subscription") is left to
 * that screen, which confirms it and signs out after LOGOUT_AFTER_CANCEL_MS. This
 * margin after it only catches a cancellation made elsewhere (another tab or device).
 */
const LIVE_CANCEL_GRACE_MS = LOGOUT_AFTER_CANCEL_MS + 2000;

/**
 * A non-admin without access leaves the dashboard, signed out, for /acesso-expirado.
 * EXPIRED is caught whenever it happens (the session re-evaluates it on a timer); a cancelled
 * account also gets the 8 s 'Assinatura Cancelada' toast. Admins are never sent away.
 *
 * Returns true while the user is being sent away, so the guard renders nothing of the dashboard.
 */
export function useAccessEnforcement(session: Session): boolean {
  const navigate = useNavigate();
  // React Router's navigate changes with the address: read through a ref, so moving between
  // pages does not restart the grace period's timer below.
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const toast = useToast();
  // Whether the account was already cancelled when its session first became ready.
  const start = useRef<{ uid: string; cancelled: boolean } | null>(null);
  if (session.status === 'ready' && start.current?.uid !== session.user.id) {
    start.current = { uid: session.user.id, cancelled: session.access === 'CANCELLED' };
  }

  const ready = session.status === 'ready';
  const isAdmin = ready && session.isAdmin;
  const access = ready ? session.access : null;
  const expired = ready && !isAdmin && access === 'EXPIRED';
  const cancelled = ready && !isAdmin && access === 'CANCELLED';
  const cancelledNow = cancelled && start.current?.cancelled === true;

  useEffect(() => {
    if (!expired && !cancelled) return;
    const leave = async () => {
      if (cancelled) {
        toast({
          title: authMessages.cancelledTitle,
          description: authMessages.cancelledDescription,
          variant: 'error',
          durationMs: CANCELLATION_TOAST_MS,
        });
      }
      // Flagged, so the guard does not send the signed-out user to /login instead.
      markLeavingDashboard();
      await navigateRef.current(paths.accessExpired.getHref(), { replace: true });
      await signOut(auth);
    };
    if (expired || cancelledNow) {
      void leave();
      return;
    }
    const timer = window.setTimeout(() => void leave(), LIVE_CANCEL_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [expired, cancelled, cancelledNow, toast]);

  return expired || cancelledNow;
}
