// pt-BR texts of the dashboard shell.
import { PLATFORM_NAME } from '@/config/brand';
export const shellMessages = {
  platformName: PLATFORM_NAME,
  greeting: (firstName: string) => (firstName ? `Olá, ${firstName}!` : 'Olá!'),
  menuLabel: 'Menu principal',
  toggleSidebar: 'Alternar menu lateral',
  skipToContent: 'Pular para o conteúdo',
  logout: 'Sair',
  studentHeading: 'Suas Aulas',
  adminHeading: 'Dashboard do Administrador',
  adminSubtitle: 'Gerencie aulas e alunos',
} as const;

export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
