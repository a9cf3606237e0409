import type { DisabledDate } from '@citavet/domain/disabled-dates/disabled-date.schema';
import { blockedRangeOf, displayWindowOf } from '@citavet/domain/disabled-dates/disabled-date-window';
import type { DisabledDateRow } from './disabled-dates.repository';

export function toDisabledDate(row: DisabledDateRow, timeZone: string): DisabledDate {
  return {
    id: row.id,
    spaceId: row.spaceId,
    scope: row.scope,
    hostId: row.hostId,
    host: row.hostId ? { id: row.hostId, name: row.hostName ?? '' } : null,
    ...displayWindowOf(row, timeZone),
    startDay: row.isAllDay ? row.startDay : null,
    endDay: row.isAllDay ? row.endDay : null,
    isAllDay: row.isAllDay,
    title: row.title,
    reason: row.reason,
    isRecurring: row.isRecurring,
    serviceIds: row.serviceIds,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    timeZone,
  };
}

/** Entries in the order they happen. */
export function sortByStart(rows: DisabledDateRow[], timeZone: string): DisabledDateRow[] {
  return rows
    .map((row) => ({ row, startAt: blockedRangeOf(row, timeZone).startAt }))
    .sort((first, second) => first.startAt - second.startAt)
    .map(({ row }) => row);
}
