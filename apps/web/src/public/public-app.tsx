import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PublicSpaceLookupPage } from '@/features/public-booking/components/public-space-lookup-page';
import { SpaceUnavailable } from '@/features/public-booking/components/space-unavailable';
import { ApiError } from '@/lib/api-error';
import { queryClient } from '@/lib/query-client';
import { enforceLightTheme } from '@/lib/theme';
import { PublicErrorBoundary } from './public-error-boundary';
import { isEmbedRequest, publicPageLookup } from './public-page-path';

// The server only sends public.html for paths publicPageLookup accepts; any other path that still
// lands here (a hand-typed /public.html) names no space.
const NO_SPACE = new ApiError({ status: 404, code: 'SPACE_NOT_FOUND' });

/**
 * The whole public entry: one page, no router, no session. The visitor's sign-in (if any) stays in
 * storage untouched; the SPA reads it again on the next full load of an app page.
 */
export function PublicApp({ pathname, search = '' }: { pathname: string; search?: string }) {
  useEffect(() => enforceLightTheme(), []);
  const lookup = publicPageLookup(pathname);
  return (
    <PublicErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {lookup ? (
          <PublicSpaceLookupPage lookup={lookup} isEmbedded={isEmbedRequest(search)} />
        ) : (
          <SpaceUnavailable error={NO_SPACE} onRetry={() => undefined} isRetrying={false} />
        )}
      </QueryClientProvider>
    </PublicErrorBoundary>
  );
}
