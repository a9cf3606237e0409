import { CALDAV_CONNECTION_MESSAGES } from '@citavet/domain/calendar/caldav-connection.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireSpaceMember } from '../../http/space-access';
import { deleteMemberConnection } from './caldav-connections.repository';

/** Forgets the account, its sealed password and the busy time it brought (they cascade). */
export async function disconnectCalDav(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
): Promise<void> {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  if (!(await deleteMemberConnection(db, spaceId, userId)))
    throw notFound(CALDAV_CONNECTION_MESSAGES.notConnected);
}
