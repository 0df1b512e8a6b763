// Signed-in sessions for component tests, one per demo role, built the way SessionProvider builds
// them (a CurrentUser plus the access status), without Firebase Auth.
import type { User } from 'firebase/auth';
import { isSubscriber, type AccessStatus } from '@app/domain';
import type { CurrentUser, Session } from '@/lib/session/session-types';

const YEAR_MS = 365 * 86_400_000;

const base: CurrentUser = {
  id: 'user-1',
  email: 'aluno@demo.test',
  name: 'Aluno Demo',
  role: 'ALUNO',
  avatarUrl: null,
  tag: null,
  plan: '',
  couponOrigin: null,
  validUntil: null,
  phone: null,
  profession: null,
  interests: [],
  isTemporary: false,
  isPartner: false,
  partnerName: null,
  cancelled: false,
  firstAccess: false,
  registrationComplete: true,
  registrationCompletedAt: null,
  giftAccepted: false,
  partnerPrompt: null,
};

const roles = {
  admin: { id: 'admin-1', email: 'admin@demo.test', name: 'Admin Demo', role: 'ADMIN' },
  assinante: {
    id: 'assinante-1',
    email: 'assinante@demo.test',
    name: 'Assinante Demo',
    plan: 'fundador',
    tag: 'Aluno Fundador',
  },
  aluno: {},
} satisfies Record<string, Partial<CurrentUser>>;

export type DemoRole = keyof typeof roles;

/** A ready session for `role`, with `changes` applied to its user. */
export function sessionAs(
  role: DemoRole,
  changes: Partial<CurrentUser> = {},
  access: AccessStatus = 'VALID',
): Session {
  const user: CurrentUser = {
    ...base,
    ...(role === 'assinante' ? { validUntil: new Date(Date.now() + YEAR_MS) } : {}),
    ...roles[role],
    ...changes,
  };
  return {
    status: 'ready',
    authUser: { uid: user.id, email: user.email } as User,
    user,
    access,
    isAdmin: user.role === 'ADMIN',
    isSubscriber: isSubscriber(user),
  };
}
