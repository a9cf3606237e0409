import { useParams } from 'react-router';
import { MediaManager } from '@/features/media/components/media-manager';
import { PlanUsageTab } from '@/features/plans/components/plan-usage-tab';
import { SpaceSettingsPage } from '@/features/space-settings/components/space-settings-page';

/**
 * /settings/space/{spaceId}: the space-settings feature draws the page and its tabs; the media
 * feature manages the gallery of the 'Medios' tab and the plans feature 'Plan y uso'. The app joins
 * them, so none imports another.
 */
export function SpaceSettingsRoute() {
  const { spaceId = '' } = useParams();
  return (
    <SpaceSettingsPage
      spaceId={spaceId}
      renderMediaTab={({ spaceId: id, canEdit }) => <MediaManager spaceId={id} canEdit={canEdit} />}
      renderPlanTab={({ spaceId: id, canEdit }) => <PlanUsageTab spaceId={id} canEdit={canEdit} />}
    />
  );
}
