// The demo accounts (scripts/seed/demo-users.ts, the one list) in the states the rules and
// Storage suites judge, as profile documents built by the domain's buildProfile.
// Times are plain Dates relative to `now`: both the web SDK and the admin SDK store a Date as a
// Firestore Timestamp, so the same fixtures seed through either SDK.
// Not the seed's profiles (scripts/seed/demo-profiles.ts): the rules suites need a student on
// their first access and a subscriber with an avatar, and times close to `now`.
import { buildProfile, type ProfileDocument } from '@app/domain';
import {
  DEMO_ACCOUNTS,
  DEMO_EMAILS,
  DEMO_KINDS,
  DEMO_PASSWORD,
  DEMO_UIDS,
  demoAccount,
  type DemoKind,
} from '../../scripts/seed/demo-users';

export { DEMO_ACCOUNTS, DEMO_EMAILS, DEMO_KINDS, DEMO_PASSWORD, DEMO_UIDS, demoAccount };
export type { DemoKind };

export type DemoProfile = ProfileDocument<Date>;

const DAY_MS = 86_400_000;

/** Every demo state, judged at `now`. */
export function demoProfiles(now: Date = new Date()): Record<DemoKind, DemoProfile> {
  const inAYear = new Date(now.getTime() + 365 * DAY_MS);
  const base = (kind: DemoKind) => {
    const createdAt = new Date(now.getTime() - 30 * DAY_MS);
    const { name, email } = demoAccount(kind);
    return buildProfile({
      name,
      email,
      phone: '11987654321',
      firstAccess: false,
      registrationComplete: true,
      createdAt,
    });
  };
  return {
    admin: { ...base('admin'), role: 'ADMIN' },
    subscriber: {
      ...base('subscriber'),
      plan: 'fundador',
      tag: 'Aluno Fundador',
      validUntil: inAYear,
      avatarUrl: 'https://example.com/avatars/assinante.png',
    },
    student: { ...base('student'), firstAccess: true },
    expired: {
      ...base('expired'),
      plan: 'fundador',
      validUntil: new Date(now.getTime() - DAY_MS),
    },
    cancelled: {
      ...base('cancelled'),
      plan: 'fundador',
      validUntil: inAYear,
      cancelled: true,
    },
    partner: {
      ...base('partner'),
      isTemporary: true,
      isPartner: true,
      partnerName: 'Parceiro X',
      firstAccess: true,
      registrationComplete: false,
    },
  };
}
