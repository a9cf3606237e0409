import { useMediaQuery } from '@/lib/use-media-query';

// The public page switches layout at 768 px, unlike the dashboard's 540 px.
const DESKTOP_QUERY = '(min-width: 768px)';

export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY, true);
}
