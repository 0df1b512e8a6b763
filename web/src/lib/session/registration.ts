import type { Session } from './session-types';

/**
 * A temporary student who has not completed registration is held on the profile screen and
 * sees no sidebar (docs/product.md, "Papéis e acesso"). Admins are never held.
 */
export function mustCompleteRegistration(session: Session): boolean {
  return (
    session.status === 'ready' &&
    !session.isAdmin &&
    session.user.isTemporary &&
    !session.user.registrationComplete
  );
}
