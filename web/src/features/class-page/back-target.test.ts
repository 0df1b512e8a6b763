import { describe, expect, it } from 'vitest';
import { backTarget } from './back-target';

describe('backTarget', () => {
  it('goes back in history when the previous page was a course page', () => {
    expect(backTarget('/dashboard/curso/curso-financas', 'curso-financas')).toEqual({
      kind: 'history',
    });
    expect(backTarget('/dashboard/curso/outro', null)).toEqual({ kind: 'history' });
  });

  it("else goes to the class's course", () => {
    expect(backTarget('/dashboard', 'curso-financas')).toEqual({
      kind: 'link',
      href: '/dashboard/curso/curso-financas',
    });
    expect(backTarget('/dashboard/curso/x/editar', 'c1')).toEqual({
      kind: 'link',
      href: '/dashboard/curso/c1',
    });
  });

  it('else goes to the dashboard', () => {
    expect(backTarget(null, null)).toEqual({ kind: 'link', href: '/dashboard' });
    expect(backTarget('/dashboard/aulas-semanais', undefined)).toEqual({
      kind: 'link',
      href: '/dashboard',
    });
  });
});
