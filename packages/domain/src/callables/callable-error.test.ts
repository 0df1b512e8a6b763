import { describe, expect, it } from 'vitest';
import { callableErrorMessage, readCallableError } from './callable-error';

describe('readCallableError', () => {
  it('strips the HTTP status the JS SDK appends and the functions/ prefix', () => {
    const error = {
      code: 'functions/already-exists',
      message: 'Este email já está cadastrado no sistema [409]',
    };
    expect(readCallableError(error)).toEqual({
      code: 'already-exists',
      message: 'Este email já está cadastrado no sistema',
    });
  });

  it('keeps messages without a status suffix as they are', () => {
    expect(
      readCallableError({ code: 'functions/internal', message: 'Aula [1] não encontrada' }),
    ).toEqual({
      code: 'internal',
      message: 'Aula [1] não encontrada',
    });
  });

  it('ignores errors that are not callable errors', () => {
    expect(readCallableError(new Error('boom'))).toBeNull();
    expect(readCallableError({ code: 'auth/user-not-found', message: 'x' })).toBeNull();
    expect(readCallableError('functions/internal')).toBeNull();
  });
});

describe('callableErrorMessage', () => {
  it('falls back when there is no server message', () => {
    expect(callableErrorMessage(new Error('boom'), 'Erro desconhecido ao criar usuário')).toBe(
      'Erro desconhecido ao criar usuário',
    );
    expect(
      callableErrorMessage({ code: 'functions/internal', message: 'Erro X [500]' }, 'fallback'),
    ).toBe('Erro X');
  });
});
