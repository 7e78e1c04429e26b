// SWR imports `use-sync-external-store/shim` to support React 17; React 19 has the hook built in,
// so the build points that import here instead of shipping the polyfill (vite.config.ts).
export { useSyncExternalStore } from 'react';
