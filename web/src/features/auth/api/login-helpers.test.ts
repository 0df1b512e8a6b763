import { describe, expect, it } from 'vitest';
import { isAdminOnlyPath } from '../guards/admin-paths';
import { authErrorText } from './auth-error-text';
import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('returns to the page the guard recorded', () => {
    expect(redirectTarget('/dashboard/eventos')).toBe('/dashboard/eventos');
    expect(redirectTarget('/dashboard/aula/x?y=1')).toBe('/dashboard/aula/x?y=1');
  });
  it('falls back to /dashboard for nothing or anything outside the app', () => {
    for (const value of [null, '', 'https://evil.test', '//evil.test', '/\\evil.test']) {
      expect(redirectTarget(value)).toBe('/dashboard');
    }
  });
});

describe('authErrorText', () => {
  it('explains Firebase sign-in failures in pt-BR', () => {
    expect(authErrorText({ code: 'auth/invalid-credential' })).toBe('Email ou senha incorretos.');
    expect(authErrorText({ code: 'auth/too-many-requests' })).toMatch(/^Muitas tentativas/);
    expect(authErrorText({ code: 'auth/algo-novo' })).toMatch(/^Não foi possível entrar/);
  });
  it('is null for errors that are not Firebase Auth ones (the "unexpected" toast)', () => {
    expect(authErrorText(new Error('boom'))).toBeNull();
    expect(authErrorText({ code: 'functions/internal' })).toBeNull();
    expect(authErrorText(null)).toBeNull();
  });
});

describe('isAdminOnlyPath', () => {
  it('covers the admin screens, including parameterised ones', () => {
    for (const path of [
      '/dashboard/criar-aula',
      '/dashboard/criar-curso',
      '/dashboard/comentarios',
      '/dashboard/usuarios',
      '/dashboard/aula/minha-aula/editar',
      '/dashboard/curso/abc/editar',
      '/dashboard/criar-aula-curso',
      '/dashboard/criar-aula-ao-vivo',
      '/dashboard/aulas-ao-vivo',
      '/dashboard/editar-aula-ao-vivo/xyz',
    ]) {
      expect(isAdminOnlyPath(path), path).toBe(true);
    }
  });
  it('leaves the student screens open', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/eventos',
      '/dashboard/perfil',
      '/dashboard/aulas-semanais',
      '/dashboard/aula/minha-aula',
      '/dashboard/curso/abc',
    ]) {
      expect(isAdminOnlyPath(path), path).toBe(false);
    }
  });
});
