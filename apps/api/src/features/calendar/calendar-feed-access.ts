import type { CalendarFeedScope } from '@citavet/domain/calendar/calendar-feed.schema';
import type { SpaceAction } from '@citavet/domain/members/space-permissions';

/**
 * Who may take which feed: one's own bookings is being a professional (schedules.hostOwn); the whole
 * clinic's every agenda, which only the space's managers (settings.manage: ADMIN) subscribe to.
 */
export const FEED_SCOPE_ACTION: Record<CalendarFeedScope, SpaceAction> = {
  HOST: 'schedules.hostOwn',
  SPACE: 'settings.manage',
};
