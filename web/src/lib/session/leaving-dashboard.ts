import { useSyncExternalStore } from 'react';

// "We are taking the user out of the dashboard on purpose" (logout, expiry, cancellation).
//
// Why it exists: those flows navigate away and then sign out. The router commits the navigation
// in a React transition, while the sign-out updates the session urgently, so the dashboard guard
// can still be on screen when the user turns signed-out, and would send them to /login instead
// of '/' or /acesso-expirado. While this flag is set the guard waits instead; it is cleared when
// the guard unmounts (the navigation has landed).

let leaving = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (leaving === value) return;
  leaving = value;
  listeners.forEach((notify) => notify());
}

export const markLeavingDashboard = () => set(true);
export const clearLeavingDashboard = () => set(false);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useLeavingDashboard(): boolean {
  return useSyncExternalStore(subscribe, () => leaving);
}
