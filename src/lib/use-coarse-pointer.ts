import { useSyncExternalStore } from 'react';

const QUERY = '(pointer: coarse)';
const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

const subscribe = (changed: () => void) => {
  const list = media();
  list?.addEventListener('change', changed);
  return () => list?.removeEventListener('change', changed);
};

/**
 * Whether the main pointer is a finger (a phone or a tablet): where a photo is taken with the
 * camera there and then, so a "take a photo" button that opens the camera directly earns its place.
 */
export function useCoarsePointer(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}
