import {
  CALENDAR_FEED_MESSAGES,
  type CalendarFeedScope,
} from '@citavet/domain/calendar/calendar-feed.schema';
import type { AppDependencies } from '../../app-dependencies';
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
  if (!(await deleteFeed(db, target.spaceId, userId, target.scope))) {
    throw notFound(CALENDAR_FEED_MESSAGES.notFound, 'NOT_FOUND');
  }
}
