import type { WaitlistSettings } from '@citavet/domain/waitlist/waitlist-staff.schema';
import type { AppDependencies } from '../../../app-dependencies';
import { notFound } from '../../../http/app-error';
import {
  requireSpaceMember,
  requireSpacePermission,
  SPACE_NOT_FOUND_MESSAGE,
} from '../../../http/space-access';
import { findHoldMinutes, updateHoldMinutes } from './waitlist-staff.repository';

/** GET /spaces/{spaceId}/waitlist-settings: how long an offer holds its slot; any member reads it. */
export async function getWaitlistSettings(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
): Promise<WaitlistSettings> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  const holdMinutes = await findHoldMinutes(db, spaceId);
  if (holdMinutes === null) throw notFound(SPACE_NOT_FOUND_MESSAGE, 'SPACE_NOT_FOUND');
  return { holdMinutes };
}

/** PUT /spaces/{spaceId}/waitlist-settings: the space's settings, so its ADMINs only. */
export async function updateWaitlistSettings(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  settings: WaitlistSettings,
): Promise<WaitlistSettings> {
  const { db } = deps.database;
  await requireSpacePermission(db, spaceId, userId, 'settings.manage');
  await updateHoldMinutes(db, spaceId, settings.holdMinutes);
  return getWaitlistSettings(deps, userId, spaceId);
}
