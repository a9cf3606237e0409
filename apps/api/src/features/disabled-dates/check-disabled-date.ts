import { parseBookingDateTime, resolveBookingInstant } from '@citavet/domain/bookings/booking-time';
import type {
  DisabledDate,
  DisabledDateCheckQuery,
} from '@citavet/domain/disabled-dates/disabled-date.schema';
import { CHECK_OWN_ONLY_MESSAGE } from '@citavet/domain/disabled-dates/disabled-date-permissions';
import { findEntryAt, SKIPPED_TIME_MESSAGE } from '@citavet/domain/disabled-dates/disabled-date-window';
import { canInSpace } from '@citavet/domain/members/space-permissions';
import type { AppDependencies } from '../../app-dependencies';
import { AppError, forbidden } from '../../http/app-error';
import { invalidDataMessage } from '../../http/error-handler';
import { openSpaceAs, requireHostMember } from './disabled-date-access';
import { sortByStart, toDisabledDate } from './disabled-date-dto';
import { listEntriesConcerning } from './disabled-dates.repository';

/**
 * Whether the instant is blocked for the space (and the host, and the service, when given), and by
 * which entry. Without a service only closures of every service count.
 */
export async function checkDisabledDate(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  query: DisabledDateCheckQuery,
): Promise<{ isDisabled: boolean; disabledDate: DisabledDate | null }> {
  const { db } = deps.database;
  const { actor, timeZone } = await openSpaceAs(db, spaceId, userId);
  const hostId = query.hostId ?? null;
  if (hostId && !canInSpace(actor.role, 'agenda.readAll') && hostId !== userId)
    throw forbidden(CHECK_OWN_ONLY_MESSAGE);
  // Another space's host is not a host here: refused like on create, never answered 'not blocked'.
  await requireHostMember(db, spaceId, hostId);
  const parsed = parseBookingDateTime(query.dateTime);
  const instant = parsed === null ? null : resolveBookingInstant(parsed, timeZone);
  if (instant === null) {
    const details = [{ field: 'dateTime', message: SKIPPED_TIME_MESSAGE }];
    throw new AppError(400, 'VALIDATION_ERROR', invalidDataMessage(details), { details });
  }
  const entries = sortByStart(await listEntriesConcerning(db, spaceId, hostId), timeZone);
  const entry = findEntryAt(entries, instant, timeZone, query.serviceId);
  return { isDisabled: entry !== undefined, disabledDate: entry ? toDisabledDate(entry, timeZone) : null };
}
