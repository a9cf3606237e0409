import { addDays, instantToZonedParts, parseWallTime } from '../time/zoned-time';
import type { ReportPeriod } from './report-period';

// The weekly summary e-mail goes to a space's ADMINs on Monday morning, clinic-local: from 08:00
// on the clinic's Monday, about the week that just ended (Monday to Sunday). The whole Monday
// counts as due, so a server that was down at 08:00 still sends it later that day; the outbox's
// dedupe key (space, user, week) makes sure it goes once.

export const WEEKLY_SUMMARY_FROM = '08:00';

/** The finished week to summarise when `now` is Monday from 08:00 in the zone, else null. */
export function dueWeeklySummary(now: number, timeZone: string): ReportPeriod | null {
  const parts = instantToZonedParts(now, timeZone);
  if (parts.weekday !== 1 || parts.minutesOfDay < parseWallTime(WEEKLY_SUMMARY_FROM)) return null;
  return { from: addDays(parts.date, -7), to: addDays(parts.date, -1) };
}

export function weeklySummaryDedupeKey(spaceId: string, userId: string, week: ReportPeriod): string {
  return `weekly-summary:${spaceId}:${userId}:${week.from}`;
}
