import type { CalendarFeed, CalendarFeeds } from '@citavet/domain/calendar/calendar-feed.schema';
import { canInSpace } from '@citavet/domain/members/space-permissions';
import type { AppDependencies } from '../../app-dependencies';
import { requireSpaceMember } from '../../http/space-access';
import { FEED_SCOPE_ACTION } from './calendar-feed-access';
import { type CalendarFeedRow, selectMemberFeeds } from './calendar-feeds.repository';

export const feedView = (row: CalendarFeedRow): CalendarFeed => ({
  scope: row.scope,
  hideClientNames: row.hideClientNames,
  createdAt: row.createdAt.toISOString(),
});

/** The member's own feeds in the space (never their tokens: only their hashes are kept). */
export async function getCalendarFeeds(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
): Promise<CalendarFeeds> {
  const { db } = deps.database;
  const role = await requireSpaceMember(db, spaceId, userId);
  const rows = await selectMemberFeeds(db, spaceId, userId);
  const canTakeSpaceFeed = canInSpace(role, FEED_SCOPE_ACTION.SPACE);
  const of = (scope: 'HOST' | 'SPACE') => {
    const row = rows.find((candidate) => candidate.scope === scope);
    return row && canInSpace(role, FEED_SCOPE_ACTION[scope]) ? feedView(row) : null;
  };
  return {
    personal: of('HOST'),
    space: of('SPACE'),
    canTakePersonalFeed: canInSpace(role, FEED_SCOPE_ACTION.HOST),
    canTakeSpaceFeed,
  };
}
