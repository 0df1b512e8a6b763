import { describe, expect, it } from 'vitest';
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
