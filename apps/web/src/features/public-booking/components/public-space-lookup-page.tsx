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
  // A new space (another route) starts its own flow from the landing.
  if (isEmbedded) return <EmbeddedBookingView key={spaceQuery.data.id} space={spaceQuery.data} />;
  return <PublicSpaceView key={spaceQuery.data.id} space={spaceQuery.data} />;
}
