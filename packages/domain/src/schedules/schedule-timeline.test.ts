import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addRange,
  applyPreset,
  canRemoveRange,
  createDefaultTimeline,
  freeGaps,
  minimumMinutesForWidth,
  NO_DAY_SELECTED_MESSAGE,
  NO_SERVICE_SELECTED_MESSAGE,
  nudgeRange,
  type RangeEdge,
  removeRange,
  resizeRange,
  SCHEDULE_PRESETS,
  selectedDays,
  snapMinute,
  TIMELINE_LATEST_MINUTE,
  type TimelineRange,
  timelineFromSchedules,
  timelineToSchedules,
  toggleDay,
  updateDayRanges,
  validateTimeline,
} from './schedule-timeline';

const at = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};
const range = (start: string, end: string): TimelineRange => ({ startMinute: at(start), endMinute: at(end) });
const label = (ranges: readonly TimelineRange[]) =>
  ranges.map((current) => {
    const format = (minute: number) =>
      `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
    return `${format(current.startMinute)}-${format(current.endMinute)}`;
  });

describe('snapMinute', () => {
  it.each([
    [0, 0],
    [7, 0],
    [8, 15],
    [22, 15],
    [23, 30],
    [at('09:07'), at('09:00')],
    [at('09:08'), at('09:15')],
    [at('23:44'), at('23:45')],
    [at('23:59'), at('23:45')],
    [24 * 60, at('23:45')],
    [5000, at('23:45')],
    [-30, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%d → %d', (minute, expected) => {
    expect(snapMinute(minute)).toBe(expected);
  });
});

describe('minimumMinutesForWidth', () => {
  it('converts 60 px at the editor scale to grid minutes, rounding up', () => {
    expect(minimumMinutesForWidth(1)).toBe(60);
    expect(minimumMinutesForWidth(2)).toBe(30);
    expect(minimumMinutesForWidth(1000 / 1440)).toBe(90);
    expect(minimumMinutesForWidth(10)).toBe(15);
    expect(minimumMinutesForWidth(0.01)).toBe(TIMELINE_LATEST_MINUTE);
  });

  it('falls back to one step for a meaningless scale', () => {
    expect(minimumMinutesForWidth(0)).toBe(15);
    expect(minimumMinutesForWidth(-1)).toBe(15);
    expect(minimumMinutesForWidth(Number.NaN)).toBe(15);
  });
});

describe('resizeRange', () => {
  const day = [range('09:00', '12:00'), range('14:00', '17:00')];

  it('moves an edge and snaps it to 15 minutes', () => {
    expect(label(resizeRange(day, 0, 'start', at('08:07')))).toEqual(['08:00-12:00', '14:00-17:00']);
    expect(label(resizeRange(day, 0, 'end', at('12:38')))).toEqual(['09:00-12:45', '14:00-17:00']);
  });

  it('never lets the start reach or pass the end', () => {
    expect(label(resizeRange(day, 0, 'start', at('12:00')))).toEqual(['11:45-12:00', '14:00-17:00']);
    expect(label(resizeRange(day, 0, 'start', at('20:00')))).toEqual(['11:45-12:00', '14:00-17:00']);
  });

  it('never lets the end reach or pass the start', () => {
    expect(label(resizeRange(day, 1, 'end', at('14:00')))).toEqual(['09:00-12:00', '14:00-14:15']);
    expect(label(resizeRange(day, 1, 'end', at('03:00')))).toEqual(['09:00-12:00', '14:00-14:15']);
  });

  it('keeps the minimum width', () => {
    const options = { minimumMinutes: 60 };
    expect(label(resizeRange(day, 0, 'start', at('11:30'), options))).toEqual(['11:00-12:00', '14:00-17:00']);
    expect(label(resizeRange(day, 1, 'end', at('14:30'), options))).toEqual(['09:00-12:00', '14:00-15:00']);
    // A minimum off the grid is rounded up to it.
    expect(label(resizeRange(day, 0, 'start', at('12:00'), { minimumMinutes: 50 }))).toEqual([
      '11:00-12:00',
      '14:00-17:00',
    ]);
  });

  it('does not shrink a range already narrower than the minimum, nor grow it by itself', () => {
    const narrow = [range('09:00', '09:30')];
    expect(label(resizeRange(narrow, 0, 'start', at('09:15'), { minimumMinutes: 60 }))).toEqual([
      '09:00-09:30',
    ]);
    expect(label(resizeRange(narrow, 0, 'start', at('08:00'), { minimumMinutes: 60 }))).toEqual([
      '08:00-09:30',
    ]);
  });

  it('stops at the neighbouring ranges', () => {
    expect(label(resizeRange(day, 0, 'end', at('15:00')))).toEqual(['09:00-14:00', '14:00-17:00']);
    expect(label(resizeRange(day, 1, 'start', at('10:00')))).toEqual(['09:00-12:00', '12:00-17:00']);
  });

  it('caps at 23:45 and at 00:00', () => {
    expect(label(resizeRange(day, 1, 'end', at('23:59')))).toEqual(['09:00-12:00', '14:00-23:45']);
    expect(label(resizeRange(day, 1, 'end', 2000))).toEqual(['09:00-12:00', '14:00-23:45']);
    expect(label(resizeRange(day, 0, 'start', -120))).toEqual(['00:00-12:00', '14:00-17:00']);
  });

  it('works on unsorted input by the sorted position and ignores a missing index', () => {
    const unsorted = [range('14:00', '17:00'), range('09:00', '12:00')];
    expect(label(resizeRange(unsorted, 1, 'end', at('18:00')))).toEqual(['09:00-12:00', '14:00-18:00']);
    expect(label(resizeRange(unsorted, 5, 'end', at('18:00')))).toEqual(['09:00-12:00', '14:00-17:00']);
  });

  it('does not modify its input', () => {
    const input = [range('09:00', '12:00')];
    resizeRange(input, 0, 'end', at('13:00'));
    expect(label(input)).toEqual(['09:00-12:00']);
  });
});

describe('nudgeRange', () => {
  it('moves an edge by one 15-minute step', () => {
    const day = [range('09:00', '17:00')];
    expect(label(nudgeRange(day, 0, 'start', -1))).toEqual(['08:45-17:00']);
    expect(label(nudgeRange(day, 0, 'start', 1))).toEqual(['09:15-17:00']);
    expect(label(nudgeRange(day, 0, 'end', 1))).toEqual(['09:00-17:15']);
    expect(label(nudgeRange(day, 0, 'end', -1))).toEqual(['09:00-16:45']);
  });

  it('respects the limits', () => {
    expect(label(nudgeRange([range('00:00', '01:00')], 0, 'start', -1))).toEqual(['00:00-01:00']);
    expect(label(nudgeRange([range('22:00', '23:45')], 0, 'end', 1))).toEqual(['22:00-23:45']);
    expect(label(nudgeRange([range('09:00', '09:15')], 0, 'start', 1))).toEqual(['09:00-09:15']);
    expect(label(nudgeRange([range('09:00', '10:00')], 0, 'end', -1, { minimumMinutes: 60 }))).toEqual([
      '09:00-10:00',
    ]);
    expect(label(nudgeRange([range('09:00', '10:00')], 3, 'end', 1))).toEqual(['09:00-10:00']);
  });
});

describe('addRange', () => {
  it('adds 14:00–18:00 when it is free', () => {
    const result = addRange([range('09:00', '12:00')]);
    expect(result.isApplied).toBe(true);
    expect(label(result.ranges)).toEqual(['09:00-12:00', '14:00-18:00']);
    expect(label(addRange([]).ranges)).toEqual(['14:00-18:00']);
  });

  it('uses the first free gap from 14:00 on when 14:00–18:00 is taken', () => {
    expect(label(addRange([range('09:00', '17:00')]).ranges)).toEqual(['09:00-17:00', '17:00-21:00']);
    expect(label(addRange([range('15:00', '16:00')]).ranges)).toEqual(['11:00-15:00', '15:00-16:00']);
  });

  it('fills a gap shorter than four hours entirely', () => {
    const day = [range('09:00', '12:00'), range('15:00', '23:45')];
    expect(label(addRange(day).ranges)).toEqual(['09:00-12:00', '12:00-15:00', '15:00-23:45']);
  });

  it('falls back to the gaps before 14:00', () => {
    const day = [range('09:00', '23:45')];
    expect(label(addRange(day).ranges)).toEqual(['05:00-09:00', '09:00-23:45']);
  });

  it('skips gaps narrower than the minimum width', () => {
    const day = [range('00:30', '23:00')];
    expect(label(addRange(day, { minimumMinutes: 45 }).ranges)).toEqual(['00:30-23:00', '23:00-23:45']);
    expect(addRange(day, { minimumMinutes: 60 })).toEqual({
      isApplied: false,
      reason: 'NO_FREE_GAP',
      ranges: day,
    });
  });

  it('refuses when the day is full', () => {
    const result = addRange([range('00:00', '23:45')]);
    expect(result).toEqual({ isApplied: false, reason: 'NO_FREE_GAP', ranges: [range('00:00', '23:45')] });
  });
});

describe('removeRange', () => {
  it('removes a range', () => {
    const result = removeRange([range('09:00', '12:00'), range('14:00', '18:00')], 1);
    expect(result.isApplied).toBe(true);
    expect(label(result.ranges)).toEqual(['09:00-12:00']);
  });

  it('refuses to remove the only range', () => {
    expect(removeRange([range('09:00', '17:00')], 0)).toEqual({
      isApplied: false,
      reason: 'LAST_RANGE',
      ranges: [range('09:00', '17:00')],
    });
    expect(canRemoveRange([range('09:00', '17:00')])).toBe(false);
    expect(canRemoveRange([range('09:00', '12:00'), range('13:00', '17:00')])).toBe(true);
  });

  it('refuses a missing index', () => {
    expect(removeRange([range('09:00', '12:00'), range('14:00', '18:00')], 2).isApplied).toBe(false);
  });
});

describe('freeGaps', () => {
  it('lists what is free between 00:00 and 23:45', () => {
    expect(label(freeGaps([range('09:00', '12:00'), range('14:00', '17:00')]))).toEqual([
      '00:00-09:00',
      '12:00-14:00',
      '17:00-23:45',
    ]);
    expect(freeGaps([range('00:00', '23:45')])).toEqual([]);
  });
});

describe('week timeline', () => {
  it('starts with Monday to Friday selected, every day with 09:00–17:00', () => {
    const timeline = createDefaultTimeline();
    expect(selectedDays(timeline)).toEqual([1, 2, 3, 4, 5]);
    expect(timeline.days.map((day) => label(day.ranges))).toEqual(Array(7).fill(['09:00-17:00']));
  });

  it('applies the presets', () => {
    expect(SCHEDULE_PRESETS.map((preset) => preset.label)).toEqual(['Lunes a Viernes', 'Lunes a Sábado']);
    const saturday = applyPreset(createDefaultTimeline(), 'monday-to-saturday');
    expect(selectedDays(saturday)).toEqual([1, 2, 3, 4, 5, 6]);
    const weekdays = applyPreset(toggleDay(saturday, 7), 'monday-to-friday');
    expect(selectedDays(weekdays)).toEqual([1, 2, 3, 4, 5]);
  });

  it('toggles days', () => {
    const timeline = toggleDay(toggleDay(createDefaultTimeline(), 3), 7);
    expect(selectedDays(timeline)).toEqual([1, 2, 4, 5, 7]);
  });

  it('validates with the spec messages', () => {
    const empty = { days: createDefaultTimeline().days.map((day) => ({ ...day, isSelected: false })) };
    expect(validateTimeline(empty, 'service-1')).toEqual([NO_DAY_SELECTED_MESSAGE]);
    expect(validateTimeline(createDefaultTimeline(), null)).toEqual([NO_SERVICE_SELECTED_MESSAGE]);
    expect(validateTimeline(createDefaultTimeline(), 'service-1')).toEqual([]);
  });

  it('turns the selected days into the bulk payload', () => {
    let timeline = applyPreset(createDefaultTimeline(), 'monday-to-friday');
    timeline = updateDayRanges(timeline, 1, (ranges) => resizeRange(ranges, 0, 'end', at('13:00')));
    timeline = updateDayRanges(timeline, 1, (ranges) => addRange(ranges));
    timeline = toggleDay(timeline, 5);
    expect(timelineToSchedules(timeline)).toEqual([
      { dayOfWeek: 1, startTime: '09:00', endTime: '13:00', isActive: true },
      { dayOfWeek: 1, startTime: '14:00', endTime: '18:00', isActive: true },
      { dayOfWeek: 2, startTime: '09:00', endTime: '17:00', isActive: true },
      { dayOfWeek: 3, startTime: '09:00', endTime: '17:00', isActive: true },
      { dayOfWeek: 4, startTime: '09:00', endTime: '17:00', isActive: true },
    ]);
  });

  it('loads stored schedules onto the grid', () => {
    const timeline = timelineFromSchedules([
      { dayOfWeek: 2, startTime: '14:00', endTime: '18:00' },
      { dayOfWeek: 2, startTime: '09:10', endTime: '12:05' },
      { dayOfWeek: 2, startTime: '12:05', endTime: '13:00' },
      { dayOfWeek: 6, startTime: '23:50', endTime: '23:59' },
    ]);
    expect(selectedDays(timeline)).toEqual([2, 6]);
    expect(label(timeline.days[1]?.ranges ?? [])).toEqual(['09:00-13:00', '14:00-18:00']);
    expect(label(timeline.days[5]?.ranges ?? [])).toEqual(['23:30-23:45']);
    expect(label(timeline.days[0]?.ranges ?? [])).toEqual(['09:00-17:00']);
  });

  it('keeps touching stored ranges apart', () => {
    const timeline = timelineFromSchedules([
      { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' },
      { dayOfWeek: 1, startTime: '12:00', endTime: '14:00' },
    ]);
    expect(label(timeline.days[0]?.ranges ?? [])).toEqual(['09:00-12:00', '12:00-14:00']);
  });
});

type Operation =
  | { kind: 'resize'; index: number; edge: RangeEdge; minute: number }
  | { kind: 'nudge'; index: number; edge: RangeEdge; direction: -1 | 1 }
  | { kind: 'add' }
  | { kind: 'remove'; index: number };

const operationArbitrary: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant('resize' as const),
    index: fc.nat(6),
    edge: fc.constantFrom<RangeEdge>('start', 'end'),
    minute: fc.integer({ min: -200, max: 1700 }),
  }),
  fc.record({
    kind: fc.constant('nudge' as const),
    index: fc.nat(6),
    edge: fc.constantFrom<RangeEdge>('start', 'end'),
    direction: fc.constantFrom<-1 | 1>(-1, 1),
  }),
  fc.record({ kind: fc.constant('add' as const) }),
  fc.record({ kind: fc.constant('remove' as const), index: fc.nat(6) }),
);

function apply(ranges: TimelineRange[], operation: Operation, minimumMinutes: number): TimelineRange[] {
  const options = { minimumMinutes };
  switch (operation.kind) {
    case 'resize':
      return resizeRange(ranges, operation.index, operation.edge, operation.minute, options);
    case 'nudge':
      return nudgeRange(ranges, operation.index, operation.edge, operation.direction, options);
    case 'add':
      return addRange(ranges, options).ranges;
    case 'remove':
      return removeRange(ranges, operation.index).ranges;
  }
}

function expectInvariants(ranges: readonly TimelineRange[]) {
  expect(ranges.length).toBeGreaterThanOrEqual(1);
  ranges.forEach((current, index) => {
    expect(current.startMinute % 15).toBe(0);
    expect(current.endMinute % 15).toBe(0);
    expect(current.startMinute).toBeGreaterThanOrEqual(0);
    expect(current.startMinute).toBeLessThan(current.endMinute);
    expect(current.endMinute).toBeLessThanOrEqual(TIMELINE_LATEST_MINUTE);
    const next = ranges[index + 1];
    // Sorted and never overlapping; touching is allowed (half-open ranges).
    if (next) expect(current.endMinute).toBeLessThanOrEqual(next.startMinute);
  });
}

describe('timeline properties', () => {
  it('after any sequence of operations a day keeps sorted, disjoint, on-grid ranges within 00:00–23:45', () => {
    fc.assert(
      fc.property(
        fc.array(operationArbitrary, { maxLength: 40 }),
        fc.constantFrom(15, 30, 45, 60, 90, 240),
        (operations, minimumMinutes) => {
          let ranges = [range('09:00', '17:00')];
          for (const operation of operations) {
            ranges = apply(ranges, operation, minimumMinutes);
            expectInvariants(ranges);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('a resize never makes a range narrower than the minimum width (or than it already was)', () => {
    fc.assert(
      fc.property(
        operationArbitrary.filter((operation) => operation.kind === 'resize' || operation.kind === 'nudge'),
        fc.constantFrom(15, 30, 60, 120),
        (operation, minimumMinutes) => {
          const before = [range('06:00', '08:00'), range('09:00', '17:00'), range('18:00', '19:00')];
          const after = apply(before, operation, minimumMinutes);
          after.forEach((current, index) => {
            const original = before[index] as TimelineRange;
            const width = current.endMinute - current.startMinute;
            expect(width).toBeGreaterThanOrEqual(
              Math.min(minimumMinutes, original.endMinute - original.startMinute),
            );
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('stored schedules always load into ranges that keep the invariants', () => {
    const wallTime = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([hours, minutes]) => `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`);
    const schedule = fc
      .tuple(fc.integer({ min: 1, max: 7 }), wallTime, wallTime)
      .filter(([, start, end]) => start < end)
      .map(([dayOfWeek, startTime, endTime]) => ({ dayOfWeek, startTime, endTime }));
    fc.assert(
      fc.property(fc.array(schedule, { maxLength: 12 }), (schedules) => {
        for (const day of timelineFromSchedules(schedules).days) expectInvariants(day.ranges);
      }),
      { numRuns: 300 },
    );
  });
});
