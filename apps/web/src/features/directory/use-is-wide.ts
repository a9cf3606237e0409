import { useMediaQuery } from '@/lib/use-media-query';

// The map sits beside the list from 1024 px; below, the list alone (the map would push it down).
const WIDE_QUERY = '(min-width: 1024px)';

export function useIsWide(): boolean {
  return useMediaQuery(WIDE_QUERY, false);
}
