import { useSyncExternalStore } from 'react';

// The public page switches layout at 768 px, unlike the dashboard's 540 px.
const DESKTOP_QUERY = '(min-width: 768px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isDesktopNow(): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia(DESKTOP_QUERY).matches : true;
}

export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktopNow, () => true);
}
