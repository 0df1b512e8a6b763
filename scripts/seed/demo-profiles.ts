import { buildProfile, saoPauloToday, type ProfileDocument } from '@app/domain';
import { demoImportedAt } from './demo-member-import';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-users';

const DAY = 86_400_000;

/** The profile document of each demo account (README, "Contas de demonstração"). */
export function demoProfile(account: DemoAccount, now: Date): ProfileDocument<Date> {
  const dayStart = new Date(Math.floor(now.getTime() / DAY) * DAY);
  const createdAt = new Date(dayStart.getTime() - 90 * DAY);
  const base = buildProfile({
    name: account.name,
    email: account.email,
    phone: '11987654321',
    profession: 'Contador(a)',
    interests: ['financas', 'contabilidade'],
    firstAccess: false,
    registrationComplete: true,
    registrationCompletedAt: createdAt,
    createdAt,
  });
  switch (account.kind) {
    case 'admin':
      return { ...base, role: 'ADMIN', profession: 'Coordenação pedagógica' };
    case 'subscriber':
      return {
        ...base,
        plan: 'fundador',
        tag: 'Aluno Fundador',
        validUntil: new Date(dayStart.getTime() + 365 * DAY),
        // Opened a class yesterday (the 'Continue de onde parou' one): not at risk.
        lastActiveOn: saoPauloToday(new Date(dayStart.getTime() - DAY + 12 * 3_600_000)),
        // Came from the old platform ('Importar membros', demo-member-import.ts).
        importedAt: demoImportedAt(now),
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
  DEMO_ACCOUNTS.map((account) => ({ uid: account.uid, data: demoProfile(account, now) }));
