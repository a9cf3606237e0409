import type { CalendarFeedLink, CalendarFeedScope } from '@citavet/domain/calendar/calendar-feed.schema';
import type { AppDependencies } from '../../app-dependencies';
import { requireSpacePermission } from '../../http/space-access';
import { createOpaqueToken } from '../../security/tokens';
import { FEED_SCOPE_ACTION } from './calendar-feed-access';
import { upsertFeedToken } from './calendar-feeds.repository';
import { feedView } from './get-calendar-feeds';

/** The feed's address on this server: https for the browser, webcal for one-tap subscription. */
export function calendarFeedUrls(publicUrl: string, token: string): { url: string; webcalUrl: string } {
  const url = `${publicUrl.replace(/\/+$/, '')}/api/calendar/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

/**
 * Makes the member's secret feed URL of that scope, or a new one in its place: only the token's hash
 * is kept, so the old URL stops on the next request. The token is answered this once.
 */
export async function createCalendarFeedLink(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  scope: CalendarFeedScope,
): Promise<CalendarFeedLink> {
  const { db } = deps.database;
  await requireSpacePermission(db, spaceId, userId, FEED_SCOPE_ACTION[scope]);
  const { token, tokenHash } = createOpaqueToken();
  const row = await upsertFeedToken(db, { spaceId, userId, scope, tokenHash, now: deps.clock.now() });
  return { ...feedView(row), ...calendarFeedUrls(deps.config.publicUrl, token) };
}
