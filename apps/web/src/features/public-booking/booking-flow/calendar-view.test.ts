import { describe, expect, it } from 'vitest';
import { type CalendarView, type CalendarViewEvent, calendarViewReducer } from './calendar-view';

const replay = (start: CalendarView, events: CalendarViewEvent[]) =>
  events.reduce(calendarViewReducer, start);
const november: CalendarView = { month: '2026-11', selectedDate: null };

describe("the booking calendar's day", () => {
  it("opens on the month's first free day when its slots arrive", () => {
    expect(
      replay(november, [{ type: 'monthLoaded', month: '2026-11', firstFreeDate: '2026-11-30' }]),
    ).toEqual({ month: '2026-11', selectedDate: '2026-11-30' });
    // A month without a free day opens on none.
    expect(replay(november, [{ type: 'monthLoaded', month: '2026-11', firstFreeDate: undefined }])).toEqual(
      november,
    );
  });

  it('keeps the day the visitor chose when the slots arrive after the click', () => {
    // The visitor goes to December and picks the 1st (full) before December's slots arrive.
    expect(
      replay(november, [
        { type: 'monthLoaded', month: '2026-11', firstFreeDate: '2026-11-30' },
        { type: 'showMonth', month: '2026-12' },
        { type: 'selectDate', date: '2026-12-01' },
        { type: 'monthLoaded', month: '2026-12', firstFreeDate: '2026-12-02' },
      ]),
    ).toEqual({ month: '2026-12', selectedDate: '2026-12-01' });
  });

  it('never picks a day of a month no longer on show', () => {
    // November's slots arrive after the visitor already went on to December.
    expect(
      replay(november, [
        { type: 'showMonth', month: '2026-12' },
        { type: 'monthLoaded', month: '2026-11', firstFreeDate: '2026-11-30' },
      ]),
    ).toEqual({ month: '2026-12', selectedDate: null });
    expect(
      replay(november, [
        { type: 'showMonth', month: '2026-12' },
        { type: 'monthLoaded', month: '2026-11', firstFreeDate: '2026-11-30' },
        { type: 'monthLoaded', month: '2026-12', firstFreeDate: '2026-12-02' },
      ]),
    ).toEqual({ month: '2026-12', selectedDate: '2026-12-02' });
  });

  it('chooses no day on a change of month, and any day on a click', () => {
    const chosen = replay(november, [{ type: 'selectDate', date: '2026-11-30' }]);
    expect(chosen).toEqual({ month: '2026-11', selectedDate: '2026-11-30' });
    expect(replay(chosen, [{ type: 'showMonth', month: '2027-01' }])).toEqual({
      month: '2027-01',
      selectedDate: null,
    });
  });
});
