import { WELCOME_TOAST_MS } from '@app/domain';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '@/lib/use-toast';
import { paths } from '@/config/paths';
import type { Session } from '@/lib/session';
import { markFirstAccessDone } from '../api/first-access';
import { authMessages, welcomeTitle } from '../messages';

/**
 * First login: firstAccess and registration not complete -> 5 s welcome toast,
 * firstAccess set to false, and off to the profile screen to complete it. Runs once per account
 * per page life, even though the profile listener re-renders before the write lands.
 */
export function useFirstLogin(session: Session, blocked: boolean): void {
  const navigate = useNavigate();
  const toast = useToast();
  const handled = useRef<string | null>(null);

  const user = session.status === 'ready' ? session.user : null;
  const isFirstLogin = !blocked && user !== null && user.firstAccess && !user.registrationComplete;
  const uid = user?.id ?? null;
  const name = user?.name ?? '';

  useEffect(() => {
    if (!isFirstLogin || !uid || handled.current === uid) return;
    handled.current = uid;
    toast({
      title: welcomeTitle(name),
      description: authMessages.welcomeDescription,
      variant: 'success',
      durationMs: WELCOME_TOAST_MS,
    });
    // Profile fetch/update errors are only logged; the welcome is still shown.
    markFirstAccessDone(uid).catch((error: unknown) =>
      console.error('Falha ao registrar o primeiro acesso', error),
    );
    void navigate(paths.dashboard.profile.getHref());
  }, [isFirstLogin, uid, name, navigate, toast]);
}
