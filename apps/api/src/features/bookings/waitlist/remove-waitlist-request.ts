import { WAITLIST_MESSAGES } from '@citavet/domain/waitlist/waitlist.schema';
import type { AppDependencies } from '../../../app-dependencies';
import { notFound } from '../../../http/app-error';
import { requireSpacePermission } from '../../../http/space-access';
import { removeWaitlistRequest as removeRequest } from './waitlist.repository';

/** DELETE /spaces/{spaceId}/waitlist/{requestId}: the staff who manage bookings take someone off. */
export async function removeWaitlistRequest(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  requestId: string,
): Promise<void> {
  const { db } = deps.database;
  await requireSpacePermission(db, spaceId, userId, 'bookings.manageAll');
  const isRemoved = await removeRequest(db, spaceId, requestId.toLowerCase());
  if (!isRemoved) throw notFound(WAITLIST_MESSAGES.requestNotFound, 'WAITLIST_REQUEST_NOT_FOUND');
}
