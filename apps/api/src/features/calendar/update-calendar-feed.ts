import {
  CALENDAR_FEED_MESSAGES,
  type CalendarFeed,
  type CalendarFeedScope,
  type UpdateCalendarFeed,
} from '@citavet/domain/calendar/calendar-feed.schema';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireSpacePermission } from '../../http/space-access';
import { FEED_SCOPE_ACTION } from './calendar-feed-access';
import { updateFeedSettings } from './calendar-feeds.repository';
import { feedView } from './get-calendar-feeds';

/** Whether the feed shows client names; the next read of the feed answers the change. */
export async function updateCalendarFeed(
  deps: AppDependencies,
  userId: string,
  target: { spaceId: string; scope: CalendarFeedScope },
  change: UpdateCalendarFeed,
): Promise<CalendarFeed> {
  const { db } = deps.database;
  await requireSpacePermission(db, target.spaceId, userId, FEED_SCOPE_ACTION[target.scope]);
  const row = await updateFeedSettings(db, { ...target, userId, ...change, now: deps.clock.now() });
  if (!row) throw notFound(CALENDAR_FEED_MESSAGES.notFound, 'NOT_FOUND');
  return feedView(row);
}
