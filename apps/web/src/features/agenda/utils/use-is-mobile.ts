import { useSyncExternalStore } from 'react';

/** The dashboard's mobile layout is below 540 px, the `xs` breakpoint of the theme. */
const MOBILE_QUERY = '(max-width: 539.98px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function isMobileNow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
}

/** The agenda swaps whole layouts (grid vs. day list), so it asks once instead of hiding with CSS. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
