import { DEMO_USERS, type DemoUser } from './demo-users';

const DAY = 86_400_000;

/** The profile document of each demo account (README, "Contas de demonstração"). */
export function demoProfile(user: DemoUser, now: Date): Record<string, unknown> {
  const dayStart = new Date(Math.floor(now.getTime() / DAY) * DAY);
  const createdAt = new Date(dayStart.getTime() - 90 * DAY);
  const base = {
    name: user.name,
    email: user.email,
    phone: '11987654321',
    profession: 'Contador(a)',
    interests: ['financas', 'contabilidade'],
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
    registrationCompletedAt: createdAt,
    partnerPrompt: null,
    createdAt,
    updatedAt: createdAt,
  };
  switch (user.kind) {
    case 'admin':
      return { ...base, role: 'ADMIN', profession: 'Coordenação pedagógica' };
    case 'subscriber':
      return {
        ...base,
        plan: 'fundador',
        tag: 'Aluno Fundador',
        validUntil: new Date(dayStart.getTime() + 365 * DAY),
      };
    case 'student':
      return base;
    case 'expired':
      return { ...base, plan: 'fundador', validUntil: new Date(dayStart.getTime() - 10 * DAY) };
    case 'cancelled':
      return {
        ...base,
        plan: 'fundador',
        cancelled: true,
        validUntil: new Date(dayStart.getTime() + 200 * DAY),
      };
    case 'partner':
      return {
        ...base,
        phone: null,
        profession: null,
        interests: [],
        isTemporary: true,
        isPartner: true,
        partnerName: 'Parceiro Demo',
        firstAccess: true,
        registrationComplete: false,
        registrationCompletedAt: null,
      };
  }
}

export const demoProfiles = (now: Date) =>
  DEMO_USERS.map((user) => ({ uid: user.uid, data: demoProfile(user, now) }));
