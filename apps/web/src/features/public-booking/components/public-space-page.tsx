import { useParams } from 'react-router';
import { usePublicSpace } from '../api/get-public-space';
import type { SpaceLookup } from '../api/public-booking-query-keys';
import { PublicSpaceSkeleton } from './public-space-skeleton';
import { PublicSpaceView } from './public-space-view';
import { SpaceUnavailable } from './space-unavailable';

/** /{spaceRoute}: the public booking page found by the space's route. */
export function PublicSpaceByRoutePage() {
  const { spaceRoute = '' } = useParams();
  return <PublicSpacePage lookup={{ route: spaceRoute }} />;
}

/** /espacios/{spaceId}: the same page found by id (design.md §4.11). */
export function PublicSpaceByIdPage() {
  const { spaceId = '' } = useParams();
  return <PublicSpacePage lookup={{ spaceId }} />;
}

function PublicSpacePage({ lookup }: { lookup: SpaceLookup }) {
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
  return <PublicSpaceView key={spaceQuery.data.id} space={spaceQuery.data} />;
}
