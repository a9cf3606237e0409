import { useParams } from 'react-router';
import { MediaManager } from '@/features/media/components/media-manager';
import { SpaceSettingsPage } from '@/features/space-settings/components/space-settings-page';

/**
 * /settings/space/{spaceId}: the space-settings feature draws the page and its tabs; the media
 * feature manages the gallery of the 'Medios' tab. The app joins them, so neither imports the other.
 */
export function SpaceSettingsRoute() {
  const { spaceId = '' } = useParams();
  return (
    <SpaceSettingsPage
      spaceId={spaceId}
      renderMediaTab={({ spaceId: id, canEdit }) => <MediaManager spaceId={id} canEdit={canEdit} />}
    />
  );
}
