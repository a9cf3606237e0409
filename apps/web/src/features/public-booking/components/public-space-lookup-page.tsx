import { useDeferredValue } from 'react';
import { usePublicSpace } from '../api/get-public-space';
import type { SpaceLookup } from '../api/public-booking-query-keys';
import { EmbeddedBookingView } from './embedded-booking-view';
import { PublicSpaceSkeleton } from './public-space-skeleton';
import { PublicSpaceView } from './public-space-view';
import { SpaceUnavailable } from './space-unavailable';

/**
 * The public booking page of the space `lookup` names. It takes the lookup as a prop, not from the
 * router: the light public entry (src/public/main.tsx) renders it without react-router.
 */
export function PublicSpaceLookupPage({
  lookup,
  isEmbedded = false,
}: {
  lookup: SpaceLookup;
  /** Inside a clinic's own website (`?embed=1`): only the booking steps. */
  isEmbedded?: boolean;
}) {
  const spaceQuery = usePublicSpace(lookup);
  // The landing is the page's heaviest render, and a query's answer is an urgent update (one long
  // task on a phone). A deferred copy makes React render it as a transition, in slices that yield to
  // the browser; the skeleton stays up meanwhile (decision 065).
  const space = useDeferredValue(spaceQuery.data);
  if (spaceQuery.isPending) return <PublicSpaceSkeleton />;
  if (spaceQuery.isError) {
    return (
      <SpaceUnavailable
        error={spaceQuery.error}
        onRetry={() => void spaceQuery.refetch()}
        isRetrying={spaceQuery.isFetching}
      />
    );
  }
  if (space === undefined) return <PublicSpaceSkeleton />;
  // A new space (another route) starts its own flow from the landing.
  if (isEmbedded) return <EmbeddedBookingView key={space.id} space={space} />;
  return <PublicSpaceView key={space.id} space={space} />;
}
