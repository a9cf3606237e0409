import type { SpaceLogo } from '@citavet/domain/spaces/space.schema';
import { useQueryClient } from '@tanstack/react-query';
import { spaceSettingsKeys } from './space-settings-query-keys';
import { useStoreSpace } from './update-space-settings';

/** After an upload or a delete: every copy of the space gets the new logo and its info is asked again. */
export function useApplyLogoChange(spaceId: string) {
  const queryClient = useQueryClient();
  const storeSpace = useStoreSpace();
  return ({ logoUrl, logoKey }: SpaceLogo) => {
    storeSpace(spaceId, { logoUrl, logoKey });
    return queryClient.invalidateQueries({ queryKey: spaceSettingsKeys.logo(spaceId) });
  };
}
