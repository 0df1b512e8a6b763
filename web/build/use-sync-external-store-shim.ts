// reactfire imports `use-sync-external-store/shim`, a copy of React's useSyncExternalStore for
// React versions before 18 (its own file in every signed-in first load). React 19 has the hook, so
// the build hands reactfire React's own (vite.config.ts, resolve.alias).
export { useSyncExternalStore } from 'react';
