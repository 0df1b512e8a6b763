import { isSubscriber } from '@app/domain';
import { signOut } from 'firebase/auth';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useSigninCheck } from 'reactfire';
import { auth } from '@/lib/firebase-app';
import { useAccessStatus } from './access-clock';
import { SessionContext } from './session-context';
import type { Session } from './session-types';
import { toCurrentUser } from './to-current-user';
import { useLiveProfile } from './use-live-profile';

const LOADING: Session = { status: 'loading' };
const SIGNED_OUT: Session = { status: 'signed-out' };

/**
 * Joins the Firebase Auth user (reactfire's useSigninCheck) with their live profiles/{uid}
 * document into the session every dashboard screen reads through useSession(). Needs the
 * reactfire providers, so it lives in the dashboard chunk.
 *
 * The rendered tree is the same whatever the state: signing in or out changes the context value
 * only, never remounts the dashboard below (its guard keeps its state across a sign-out).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const signIn = useSigninCheck();
  const authLoading = signIn.status === 'loading';
  const authUser = signIn.status === 'success' && signIn.data.signedIn ? signIn.data.user : null;
  const live = useLiveProfile(authUser?.uid ?? null);
  const profile = live.status === 'ready' ? live.profile : null;
  const user = useMemo(
    () => (authUser && profile ? toCurrentUser(authUser, profile) : null),
    [authUser, profile],
  );
  const access = useAccessStatus(profile, user?.validUntil ?? null);

  // A signed-in account without a readable profile has no access (NO_USER): end the Auth
  // session too, otherwise /login (which only sees Auth) would bounce straight back here.
  const noProfile = authUser !== null && (live.status === 'missing' || live.status === 'error');
  useEffect(() => {
    if (!noProfile) return;
    if (live.status === 'error') console.error('Perfil ilegível', live.error);
    void signOut(auth);
  }, [noProfile, live]);

  const session = useMemo<Session>(() => {
    if (authLoading) return LOADING;
    if (!authUser || noProfile) return SIGNED_OUT;
    if (!user) return LOADING;
    return {
      status: 'ready',
      authUser,
      user,
      access,
      isAdmin: user.role === 'ADMIN',
      isSubscriber: isSubscriber(user),
    };
  }, [authLoading, authUser, noProfile, user, access]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
