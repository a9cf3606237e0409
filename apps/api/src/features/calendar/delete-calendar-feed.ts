import {
  CALENDAR_FEED_MESSAGES,
  type CalendarFeedScope,
} from '@citavet/domain/calendar/calendar-feed.schema';
import type { AppDependencies } from '../../app-dependencies';
import { queueUpcomingBookingPushes } from '../../caldav/caldav-push-queue.repository';
import { notFound } from '../../http/app-error';
import { requireSpacePermission } from '../../http/space-access';
import { FEED_SCOPE_ACTION } from './calendar-feed-access';
import { deleteFeed } from './calendar-feeds.repository';

/** Turns the feed off: its URL stops at once. */
export async function deleteCalendarFeed(
  deps: AppDependencies,
  userId: string,
  target: { spaceId: string; scope: CalendarFeedScope },
): Promise<void> {
  const { db } = deps.database;
  await requireSpacePermission(db, target.spaceId, userId, FEED_SCOPE_ACTION[target.scope]);
  const now = deps.clock.now();
  const deleted = await db.transaction(async (tx) => {
    const feed = await deleteFeed(tx, target.spaceId, userId, target.scope);
    // Without the feed its 'Ocultar los nombres de los clientes' is gone too: the events written to
    // the professional's CalDAV calendar follow (decision 090).
    if (feed?.wasHidingClientNames && target.scope === 'HOST') {
      await queueUpcomingBookingPushes(tx, target.spaceId, { hostId: userId }, now);
    }
    return feed;
  });
  if (!deleted) throw notFound(CALENDAR_FEED_MESSAGES.notFound, 'NOT_FOUND');
}
