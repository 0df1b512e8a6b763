import { describe, expect, it } from 'vitest';
import { ADMIN_MENU, STUDENT_MENU, isMenuItemSelected, menuFor } from './menu-items';

describe('sidebar menu', () => {
  it('lists the menu routes of each role', () => {
    expect(menuFor(true).map((item) => item.href)).toEqual([
      '/dashboard',
      '/dashboard/criar-aula',
      '/dashboard/criar-curso',
      '/dashboard/criar-aula-ao-vivo',
      '/dashboard/eventos',
      '/dashboard/comentarios',
      '/dashboard/usuarios',
      '/dashboard/perfil',
    ]);
    expect(menuFor(false).map((item) => item.href)).toEqual([
      '/dashboard',
      '/dashboard/eventos',
      '/dashboard/perfil',
    ]);
  });

  it('marks only the current item, the home item on its exact path only', () => {
    const selected = (pathname: string) =>
      ADMIN_MENU.filter((item) => isMenuItemSelected(item, pathname)).map((item) => item.label);
    expect(selected('/dashboard')).toEqual(['Dashboard']);
    expect(selected('/dashboard/eventos')).toEqual(['Eventos']);
    expect(selected('/dashboard/aula/x')).toEqual([]);
    expect(
      STUDENT_MENU.filter((item) => isMenuItemSelected(item, '/dashboard/perfil')),
    ).toHaveLength(1);
  });
});
