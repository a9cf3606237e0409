import { useMediaQuery } from '@/lib/use-media-query';

/** The dashboard's mobile layout is below 540 px, the `xs` breakpoint of the theme. */
const MOBILE_QUERY = '(max-width: 539.98px)';

/** The agenda swaps whole layouts (grid vs. day list), so it asks once instead of hiding with CSS. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, false);
}
