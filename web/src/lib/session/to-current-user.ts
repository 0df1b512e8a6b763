import { toDateValue, toOptionalDate, type Profile } from '@app/domain';
import type { User } from 'firebase/auth';
import type { CurrentUser } from './session-types';

/** The Auth user and their profile document joined into the current user. */
export function toCurrentUser(authUser: User, profile: Profile): CurrentUser {
  return {
    id: authUser.uid,
    email: profile.email || authUser.email || '',
    name: profile.name,
    role: profile.role,
    avatarUrl: profile.avatarUrl ?? null,
    tag: profile.tag ?? null,
    plan: profile.plan,
    couponOrigin: profile.couponOrigin ?? null,
    validUntil: toOptionalDate(profile.validUntil),
    phone: profile.phone ?? null,
    profession: profile.profession ?? null,
    interests: profile.interests,
    isTemporary: profile.isTemporary,
    isPartner: profile.isPartner,
    partnerName: profile.partnerName ?? null,
    cancelled: profile.cancelled,
    firstAccess: profile.firstAccess,
    registrationComplete: profile.registrationComplete,
    registrationCompletedAt: toOptionalDate(profile.registrationCompletedAt),
    giftAccepted: profile.giftAcceptedAt != null,
    partnerPrompt: profile.partnerPrompt ?? null,
    memberSince: toDateValue(profile.createdAt),
    notificationsReadAt: toOptionalDate(profile.notificationsReadAt),
    emailPreferences: profile.emailPreferences ?? {},
    lastActiveOn: profile.lastActiveOn ?? null,
  };
}
