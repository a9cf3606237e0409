import { useParams } from 'react-router';
import { PublicSpaceLookupPage } from './public-space-lookup-page';

// The SPA's routes for the page, used when a visitor navigates to it from inside the app (the
// directory's links). A full page load of these paths gets the light public entry instead
// (docs/decisions/011-public-page-entry.md).

/** /{spaceRoute}: the public booking page found by the space's route. */
export function PublicSpaceByRoutePage() {
  const { spaceRoute = '' } = useParams();
  return <PublicSpaceLookupPage lookup={{ route: spaceRoute }} />;
}

/** /espacios/{spaceId}: the same page found by id. */
export function PublicSpaceByIdPage() {
  const { spaceId = '' } = useParams();
  return <PublicSpaceLookupPage lookup={{ spaceId }} />;
}
