import {
  CALENDAR_FEED_MESSAGES,
  type CalendarFeed,
  type CalendarFeedScope,
  type UpdateCalendarFeed,
} from '@citavet/domain/calendar/calendar-feed.schema';
import type { AppDependencies } from '../../app-dependencies';
import { queueUpcomingBookingPushes } from '../../caldav/caldav-push-queue.repository';
import { notFound } from '../../http/app-error';
import { requireSpacePermission } from '../../http/space-access';
import { FEED_SCOPE_ACTION } from './calendar-feed-access';
import { updateFeedSettings } from './calendar-feeds.repository';
import { feedView } from './get-calendar-feeds';

/**
 * Whether the feed shows client names; the next read of the feed answers the change, and the events
 * in the professional's CalDAV calendar are queued to follow it.
 */
export async function updateCalendarFeed(
  deps: AppDependencies,
  userId: string,
  target: { spaceId: string; scope: CalendarFeedScope },
  change: UpdateCalendarFeed,
): Promise<CalendarFeed> {
  const { db } = deps.database;
  await requireSpacePermission(db, target.spaceId, userId, FEED_SCOPE_ACTION[target.scope]);
  const now = deps.clock.now();
  const row = await db.transaction(async (tx) => {
    const updated = await updateFeedSettings(tx, { ...target, userId, ...change, now });
    // The professional's own feed setting applies to the events written to their CalDAV calendar
    // too (decision 090): the upcoming ones are written again with or without the client's name.
    if (updated && target.scope === 'HOST' && updated.wasHidingClientNames !== updated.hideClientNames) {
      await queueUpcomingBookingPushes(tx, target.spaceId, { hostId: userId }, now);
    }
    return updated;
  });
  if (!row) throw notFound(CALENDAR_FEED_MESSAGES.notFound, 'NOT_FOUND');
  return feedView(row);
}
