import { useSyncExternalStore } from 'react';

// The map sits beside the list from 1024 px; below, the list alone (the map would push it down).
const WIDE_QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isWideNow = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY).matches : false;

export function useIsWide(): boolean {
  return useSyncExternalStore(subscribe, isWideNow, () => false);
}
