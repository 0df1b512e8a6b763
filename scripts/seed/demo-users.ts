// The demo accounts (README, "Contas de demonstração"): the one list the seed writes and every
// emulator suite signs in with. Fixed uids make the seed idempotent and give tests handles.
export const DEMO_PASSWORD = 'demo1234';

/** The state each demo account shows (the seed's profile; the rules suites' caller). */
export type DemoKind = 'admin' | 'subscriber' | 'student' | 'expired' | 'cancelled' | 'partner';

export type DemoAccount = {
  kind: DemoKind;
  uid: string;
  email: string;
  name: string;
};

export const DEMO_ACCOUNTS = [
  { kind: 'admin', uid: 'demo-admin', email: 'admin@demo.test', name: 'Ana Administradora' },
  {
    kind: 'subscriber',
    uid: 'demo-assinante',
    email: 'assinante@demo.test',
    name: 'Bruno Assinante',
  },
  { kind: 'student', uid: 'demo-aluno', email: 'aluno@demo.test', name: 'Carla Aluna' },
  { kind: 'expired', uid: 'demo-expirado', email: 'expirado@demo.test', name: 'Diego Expirado' },
  {
    kind: 'cancelled',
    uid: 'demo-cancelado',
    email: 'cancelado@demo.test',
    name: 'Elisa Cancelada',
  },
  { kind: 'partner', uid: 'demo-parceiro', email: 'parceiro@demo.test', name: 'Fábio Parceiro' },
] as const satisfies readonly DemoAccount[];

/** Every kind, in the list's order. */
export const DEMO_KINDS: DemoKind[] = DEMO_ACCOUNTS.map((account) => account.kind);

export function demoAccount(kind: DemoKind): DemoAccount {
  return DEMO_ACCOUNTS.find((account) => account.kind === kind)!;
}

const byKind = <V>(pick: (account: DemoAccount) => V) =>
  Object.fromEntries(DEMO_ACCOUNTS.map((account) => [account.kind, pick(account)])) as Record<
    DemoKind,
    V
  >;

/** uid of each demo account, by kind. */
export const DEMO_UIDS = byKind((account) => account.uid);
/** E-mail of each demo account, by kind. */
export const DEMO_EMAILS = byKind((account) => account.email);
