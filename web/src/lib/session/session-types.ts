import type { AccessStatus, EmailPreferences, PartnerPrompt, Role } from '@app/domain';
import type { User } from 'firebase/auth';

/**
 * The "current user": the Firebase Auth user joined with their live profile
 * document, with timestamps already turned into Dates.
 */
export type CurrentUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  avatarUrl: string | null;
  tag: string | null;
  plan: string;
  couponOrigin: string | null;
  validUntil: Date | null;
  phone: string | null;
  profession: string | null;
  interests: string[];
  isTemporary: boolean;
  isPartner: boolean;
  partnerName: string | null;
  cancelled: boolean;
  firstAccess: boolean;
  registrationComplete: boolean;
  registrationCompletedAt: Date | null;
  /** A temporary non-partner accepted the gift offer (the dialog is not offered again). */
  giftAccepted: boolean;
  partnerPrompt: PartnerPrompt | null;
  /** When the profile was created: announcements older than this are not theirs. */
  memberSince: Date;
  /** When they last opened their notifications (newer ones are unread). */
  notificationsReadAt: Date | null;
  /** The e-mail switches as stored (a key absent means on). */
  emailPreferences: EmailPreferences;
  /** The São Paulo day they last opened a class (YYYY-MM-DD). */
  lastActiveOn: string | null;
};

export type Session =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | {
      status: 'ready';
      authUser: User;
      user: CurrentUser;
      /** Evaluated against the clock, re-evaluated while the app stays open. */
      access: AccessStatus;
      isAdmin: boolean;
      isSubscriber: boolean;
    };
