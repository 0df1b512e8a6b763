import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storedSessionKey, useStoredSession } from './stored-session';

afterEach(() => window.localStorage.clear());

describe('useStoredSession', () => {
  it('reads the Auth SDK key for this app', () => {
    expect(storedSessionKey).toBe(
      `firebase:authUser:${import.meta.env.VITE_FIREBASE_API_KEY}:[DEFAULT]`,
    );
  });

  it('is signedOut without a stored user and signedIn with one', () => {
    const { result, rerender } = renderHook(() => useStoredSession());
    expect(result.current).toBe('signedOut');
    window.localStorage.setItem(storedSessionKey, '{"uid":"demo-aluno"}');
    rerender();
    expect(result.current).toBe('signedIn');
  });

  it('follows a sign-out made in another tab', () => {
    window.localStorage.setItem(storedSessionKey, '{"uid":"demo-aluno"}');
    const { result } = renderHook(() => useStoredSession());
    expect(result.current).toBe('signedIn');
    act(() => {
      window.localStorage.removeItem(storedSessionKey);
      window.dispatchEvent(new StorageEvent('storage', { key: storedSessionKey }));
    });
    expect(result.current).toBe('signedOut');
  });
});
