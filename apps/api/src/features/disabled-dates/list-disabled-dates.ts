import { resolveDateBound } from '@citavet/domain/bookings/booking-time';
import type {
  DisabledDate,
  DisabledDateListQuery,
} from '@citavet/domain/disabled-dates/disabled-date.schema';
import { canSeeDisabledDate } from '@citavet/domain/disabled-dates/disabled-date-permissions';
import { touchesWindow } from '@citavet/domain/disabled-dates/disabled-date-window';
import type { AppDependencies } from '../../app-dependencies';
import { openSpaceAs } from './disabled-date-access';
import { sortByStart, toDisabledDate } from './disabled-date-dto';
import { listSpaceDisabledDates } from './disabled-dates.repository';

/** The entries the member may see, overlapping [from, to] when given, in the order they happen. */
export async function listDisabledDates(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  query: DisabledDateListQuery,
): Promise<{ disabledDates: DisabledDate[]; total: number }> {
  const { db } = deps.database;
  const { actor, timeZone } = await openSpaceAs(db, spaceId, userId);
  const rows = await listSpaceDisabledDates(db, spaceId, { scope: query.scope, hostId: query.hostId });
  const window = {
    startAt: query.from ? resolveDateBound(query.from, timeZone, 'from') : Number.NEGATIVE_INFINITY,
    endAt: query.to ? resolveDateBound(query.to, timeZone, 'to') : Number.POSITIVE_INFINITY,
  };
  const visible = rows.filter(
    (row) => canSeeDisabledDate(actor, row) && touchesWindow(row, timeZone, window),
  );
  const disabledDates = sortByStart(visible, timeZone).map((row) => toDisabledDate(row, timeZone));
  return { disabledDates, total: disabledDates.length };
}
