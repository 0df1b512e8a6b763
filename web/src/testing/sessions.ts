// Signed-in sessions for component tests, one per demo role, built the way SessionProvider builds
// them (a CurrentUser plus the access status), without Firebase Auth.
import type { User } from 'firebase/auth';
import { buildProfile, isSubscriber, type AccessStatus } from '@app/domain';
import type { CurrentUser, Session } from '@/lib/session/session-types';
import { toCurrentUser } from '@/lib/session/to-current-user';

const YEAR_MS = 365 * 86_400_000;

/** A student who finished registering, joined the way SessionProvider joins them. */
const base: CurrentUser = toCurrentUser(
  { uid: 'user-1', email: 'aluno@demo.test' } as User,
  buildProfile({
    name: 'Aluno Demo',
    email: 'aluno@demo.test',
    createdAt: { toDate: () => new Date(0) },
    firstAccess: false,
    registrationComplete: true,
  }),
);

const roles = {
  admin: { id: 'admin-1', email: 'admin@demo.test', name: 'Admin Demo', role: 'ADMIN' },
  subscriber: {
    id: 'assinante-1',
    email: 'assinante@demo.test',
    name: 'Assinante Demo',
    plan: 'fundador',
    tag: 'Aluno Fundador',
  },
  student: {},
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
    ...(role === 'subscriber' ? { validUntil: new Date(Date.now() + YEAR_MS) } : {}),
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
