import { addDays, instantToZonedParts, type LocalDate } from '../time/zoned-time';

// When a booking of the pet stops a due-date reminder (vaccine, deworming, próximo control): the one
// rule, used by the API when the reminder is queued and rendered in SQL as citavet_is_booking_for_due
// (packages/db/migrations/0031_change-feed.sql), where the change feed drops reminders a later
// booking answers. A parity test holds the two together on DST days.
//
// The booking must be for the due date — its clinic-local day is the due day or a later day within
// the window — and made at or after the reminder was set. A booking the pet already had (a visit
// today, a grooming next week) is not the one the vet just asked for, and stops nothing.

/** Days from the due date in which a booking of the pet counts as the one the reminder asks for. */
export const DUE_BOOKING_WINDOW_DAYS = 30;

export type DueBookingFacts = {
  /** The booking's start (epoch ms) and when it was made for that time (created or moved to it). */
  startAt: number;
  bookedAt: number;
  /** The clinic-local due date and when the reminder was set (the entry's signing). */
  dueOn: LocalDate;
  reminderSetAt: number;
  timeZone: string;
};

export function isBookingForDue(facts: DueBookingFacts): boolean {
  if (facts.bookedAt < facts.reminderSetAt) return false;
  const day = instantToZonedParts(facts.startAt, facts.timeZone).date;
  return day >= facts.dueOn && day < addDays(facts.dueOn, DUE_BOOKING_WINDOW_DAYS);
}
