import { callableMessages as m, hasAccess, isAdmin } from '@app/domain';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { profileRef, type StoredProfile } from './profiles';

export interface Caller {
  uid: string;
  profile: StoredProfile;
}

export interface CallerRequirements {
  /** Only admins; the value is the pt-BR message a non-admin gets. */
  adminOnly?: string;
  /** "Has access": admin, or not cancelled and not past validUntil. */
  access?: boolean;
}

/**
 * Loads the caller's profile, the one source of truth for role and access (no custom
 * claims), and enforces what the function needs. Runs before the input is parsed, so callers
 * without permission learn nothing about valid input.
 */
export async function requireCaller(
  request: CallableRequest<unknown>,
  requirements: CallerRequirements = {},
  now: Date = new Date(),
): Promise<Caller> {
  const uid = request.auth?.uid;
  if (!uid) throw new HttpsError('unauthenticated', m.signedOut);

  const snapshot = await profileRef(uid).get();
  const profile = snapshot.data();
  if (!profile) throw new HttpsError('permission-denied', m.profileNotFound);

  if (requirements.adminOnly !== undefined && !isAdmin(profile)) {
    throw new HttpsError('permission-denied', requirements.adminOnly);
  }
  if (requirements.access && !hasAccess(profile, now)) {
    throw new HttpsError('permission-denied', m.accessExpired);
  }
  return { uid, profile };
}
