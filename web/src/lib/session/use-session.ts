import { useContext } from 'react';
import { SessionContext } from './session-context';
import type { CurrentUser, Session } from './session-types';

/** The signed-in user, their live profile and access status (see SessionProvider). */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession precisa estar dentro de <SessionProvider>.');
  return session;
}

/**
 * The current user, for screens that only render once the session is ready (everything under
 * the dashboard guard). Throws otherwise, because rendering such a screen without a user is a bug.
 */
export function useCurrentUser(): CurrentUser {
  const session = useSession();
  if (session.status !== 'ready') throw new Error('Sessão ainda não está pronta.');
  return session.user;
}
