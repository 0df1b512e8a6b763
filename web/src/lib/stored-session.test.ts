import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  markStoredSessionScript,
  sessionAttribute,
  storedSessionKey,
  useStoredSessionMark,
} from './stored-session';

const mark = () => document.documentElement.getAttribute(sessionAttribute);

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.removeAttribute(sessionAttribute);
});

describe('stored session mark', () => {
  it('reads the Auth SDK key for this app', () => {
    expect(storedSessionKey).toBe(
      `firebase:authUser:${import.meta.env.VITE_FIREBASE_API_KEY}:[DEFAULT]`,
    );
  });

  it("marks <html> 'out' without a stored user and 'in' with one, on mount", () => {
    const first = renderHook(() => useStoredSessionMark());
    expect(mark()).toBe('out');
    first.unmount();
    window.localStorage.setItem(storedSessionKey, '{"uid":"demo-aluno"}');
    renderHook(() => useStoredSessionMark());
    expect(mark()).toBe('in');
  });

  it('follows a sign-out made in another tab', () => {
    window.localStorage.setItem(storedSessionKey, '{"uid":"demo-aluno"}');
    renderHook(() => useStoredSessionMark());
    expect(mark()).toBe('in');
    window.localStorage.removeItem(storedSessionKey);
    window.dispatchEvent(new StorageEvent('storage', { key: storedSessionKey }));
    expect(mark()).toBe('out');
  });

  it('the inline script for the prerendered pages sets the same mark', () => {
    window.localStorage.setItem(storedSessionKey, '{"uid":"demo-aluno"}');
    new Function(markStoredSessionScript)();
    expect(mark()).toBe('in');
    window.localStorage.clear();
    new Function(markStoredSessionScript)();
    expect(mark()).toBe('out');
  });
});
