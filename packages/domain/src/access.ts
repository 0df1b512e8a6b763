// Access policy (docs/product.md, "Papéis e acesso") as pure functions. firestore.rules implements
// the same policy (hasAccess / isSubscriber helpers); keep both in step.
//
// Decision on cancellation: a cancelled non-admin has no access, whatever their validUntil.
// accessStatus() therefore returns a 'CANCELLED' status besides the five access statuses,
// checked before the expiry, and hasAccess() is false for it. The app sends both
// CANCELLED and EXPIRED users to /acesso-expirado.
import { toOptionalDate, type DateLike } from './timestamps';

export const ROLES = ['ADMIN', 'ALUNO'] as const;
export type Role = (typeof ROLES)[number];

/** The fields the access logic reads; structural so both SDKs' profile documents fit. */
export interface AccessProfile {
  role: string;
  plan?: string | null;
  cancelled?: boolean | null;
  validUntil?: DateLike | null;
}

export const ACCESS_STATUSES = [
  'NO_USER',
  'ADMIN_ACCESS',
  'CANCELLED',
  'NO_EXPIRY_SET',
  'EXPIRED',
  'VALID',
] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];

/** Statuses that let a user into the dashboard. */
const GRANTING: ReadonlySet<AccessStatus> = new Set(['ADMIN_ACCESS', 'NO_EXPIRY_SET', 'VALID']);

export function isAdmin(profile: Pick<AccessProfile, 'role'> | null | undefined): boolean {
  return profile?.role === 'ADMIN';
}

export function accessStatus(profile: AccessProfile | null | undefined, now: Date): AccessStatus {
  if (!profile) return 'NO_USER';
  if (isAdmin(profile)) return 'ADMIN_ACCESS';
  if (profile.cancelled === true) return 'CANCELLED';
  const validUntil = toOptionalDate(profile.validUntil);
  if (!validUntil) return 'NO_EXPIRY_SET';
  // Same comparison as the rules: access while now < validUntil.
  return now.getTime() < validUntil.getTime() ? 'VALID' : 'EXPIRED';
}

export function grantsAccess(status: AccessStatus): boolean {
  return GRANTING.has(status);
}

export function hasAccess(profile: AccessProfile | null | undefined, now: Date): boolean {
  return grantsAccess(accessStatus(profile, now));
}

/** Subscriber = non-empty plan; admins count as subscribers. */
export function isSubscriber(
  profile: Pick<AccessProfile, 'role' | 'plan'> | null | undefined,
): boolean {
  if (!profile) return false;
  return isAdmin(profile) || (typeof profile.plan === 'string' && profile.plan.length > 0);
}

/** Course classes need both: a plan and current access. */
export function canReadCourseClasses(
  profile: AccessProfile | null | undefined,
  now: Date,
): boolean {
  return hasAccess(profile, now) && isSubscriber(profile);
}
