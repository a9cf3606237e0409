import type { CalendarMonth } from '@citavet/domain/time/calendar-month';

// What the booking page's calendar shows: a month, and the day whose times are listed. The page
// opens on the month's first free day once that month's slots arrive, but never over a day the
// visitor chose. Both go through this reducer, so the choice is judged on the latest state: the
// slots can arrive in the same moment as a click, and an effect that set the first free day from its
// own render's state could land after the click and undo it.

export type CalendarView = { month: CalendarMonth; selectedDate: string | null };

export type CalendarViewEvent =
  /** The visitor went to another month: no day of it is chosen yet. */
  | { type: 'showMonth'; month: CalendarMonth }
  /** The visitor chose a day. */
  | { type: 'selectDate'; date: string }
  /** The slots of `month` arrived; `firstFreeDate` is its first day with times, if any. */
  | { type: 'monthLoaded'; month: CalendarMonth; firstFreeDate: string | undefined };

export function calendarViewReducer(view: CalendarView, event: CalendarViewEvent): CalendarView {
  switch (event.type) {
    case 'showMonth':
      return { month: event.month, selectedDate: null };
    case 'selectDate':
      return { month: view.month, selectedDate: event.date };
    case 'monthLoaded':
      // Only for the month on show, and only while no day is chosen.
      return event.month === view.month && view.selectedDate === null && event.firstFreeDate !== undefined
        ? { month: view.month, selectedDate: event.firstFreeDate }
        : view;
  }
}
