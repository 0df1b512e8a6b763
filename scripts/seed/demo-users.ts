// The demo accounts (README, "Contas de demonstração"). Fixed uids make the seed idempotent and
// give tests handles.
export const DEMO_PASSWORD = 'demo1234';

export type DemoUser = {
  uid: string;
  email: string;
  name: string;
  kind: 'admin' | 'subscriber' | 'student' | 'expired' | 'cancelled' | 'partner';
};

export const DEMO_USERS = [
  { uid: 'demo-admin', email: 'admin@demo.test', name: 'Ana Administradora', kind: 'admin' },
  {
    uid: 'demo-assinante',
    email: 'assinante@demo.test',
    name: 'Bruno Assinante',
    kind: 'subscriber',
  },
  { uid: 'demo-aluno', email: 'aluno@demo.test', name: 'Carla Aluna', kind: 'student' },
  { uid: 'demo-expirado', email: 'expirado@demo.test', name: 'Diego Expirado', kind: 'expired' },
  {
    uid: 'demo-cancelado',
    email: 'cancelado@demo.test',
    name: 'Elisa Cancelada',
    kind: 'cancelled',
  },
  { uid: 'demo-parceiro', email: 'parceiro@demo.test', name: 'Fábio Parceiro', kind: 'partner' },
] as const satisfies readonly DemoUser[];
