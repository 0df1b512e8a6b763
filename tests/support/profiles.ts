// The demo states (README, "Contas de demonstração") as profile documents, for every emulator
// suite.
// Times are plain Dates relative to `now`: both the web SDK and the admin SDK store a Date as a
// Firestore Timestamp, so the same fixtures seed through either SDK.
import type { Role } from '@app/domain';

export const DEMO_UIDS = {
  admin: 'demo-admin',
  subscriber: 'demo-assinante',
  student: 'demo-aluno',
  expired: 'demo-expirado',
  cancelled: 'demo-cancelado',
  partner: 'demo-parceiro',
} as const;

export type DemoUser = keyof typeof DEMO_UIDS;
export const DEMO_USERS = Object.keys(DEMO_UIDS) as DemoUser[];

export const DEMO_EMAILS: Record<DemoUser, string> = {
  admin: 'admin@demo.test',
  subscriber: 'assinante@demo.test',
  student: 'aluno@demo.test',
  expired: 'expirado@demo.test',
  cancelled: 'cancelado@demo.test',
  partner: 'parceiro@demo.test',
};

export const DEMO_PASSWORD = 'demo1234';

export interface DemoProfile {
  name: string;
  email: string;
  phone: string | null;
  profession: string | null;
  interests: string[];
  role: Role;
  avatarUrl: string | null;
  tag: string | null;
  plan: string;
  couponOrigin: string | null;
  validUntil: Date | null;
  isTemporary: boolean;
  isPartner: boolean;
  partnerName: string | null;
  cancelled: boolean;
  firstAccess: boolean;
  registrationComplete: boolean;
  registrationCompletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const DAY_MS = 86_400_000;

function base(name: string, email: string, now: Date): DemoProfile {
  return {
    name,
    email,
    phone: '11987654321',
    profession: null,
    interests: [],
    role: 'ALUNO',
    avatarUrl: null,
    tag: null,
    plan: '',
    couponOrigin: null,
    validUntil: null,
    isTemporary: false,
    isPartner: false,
    partnerName: null,
    cancelled: false,
    firstAccess: false,
    registrationComplete: true,
    registrationCompletedAt: null,
    createdAt: new Date(now.getTime() - 30 * DAY_MS),
    updatedAt: new Date(now.getTime() - 30 * DAY_MS),
  };
}

/** Every demo state, judged at `now`. */
export function demoProfiles(now: Date = new Date()): Record<DemoUser, DemoProfile> {
  const inAYear = new Date(now.getTime() + 365 * DAY_MS);
  return {
    admin: { ...base('Admin Demo', DEMO_EMAILS.admin, now), role: 'ADMIN' },
    subscriber: {
      ...base('Assinante Demo', DEMO_EMAILS.subscriber, now),
      plan: 'fundador',
      tag: 'Aluno Fundador',
      validUntil: inAYear,
      avatarUrl: 'https://example.com/avatars/assinante.png',
    },
    student: { ...base('Aluno Demo', DEMO_EMAILS.student, now), firstAccess: true },
    expired: {
      ...base('Expirado Demo', DEMO_EMAILS.expired, now),
      plan: 'fundador',
      validUntil: new Date(now.getTime() - DAY_MS),
    },
    cancelled: {
      ...base('Cancelado Demo', DEMO_EMAILS.cancelled, now),
      plan: 'fundador',
      validUntil: inAYear,
      cancelled: true,
    },
    partner: {
      ...base('Parceiro Demo', DEMO_EMAILS.partner, now),
      isTemporary: true,
      isPartner: true,
      partnerName: 'Parceiro X',
      firstAccess: true,
      registrationComplete: false,
    },
  };
}
