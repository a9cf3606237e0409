import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OVERRIDE_DATE_MESSAGE,
  OVERRIDE_END_AFTER_START_MESSAGE,
  OVERRIDE_KIND_MESSAGE,
  overrideRangesOverlap,
  ScheduleOverrideInputSchema,
  ScheduleOverrideListQuerySchema,
} from './schedule-override.schema';

const valid = { date: '2026-12-24', kind: 'REPLACE', startTime: '09:00', endTime: '13:00' };

function messagesOf(input: unknown): string[] {
  const result = ScheduleOverrideInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('ScheduleOverrideInputSchema', () => {
  it('accepts a clinic-wide entry and defaults host and note to null', () => {
    expect(ScheduleOverrideInputSchema.parse(valid)).toEqual({ ...valid, hostId: null, note: null });
  });

  it('accepts a range that runs to 24:00 and a professional', () => {
    const hostId = '4b7c1f5e-0a1d-4f0e-9a52-6f1f1b3f8a10';
    const parsed = ScheduleOverrideInputSchema.parse({ ...valid, hostId, kind: 'ADD', endTime: '24:00' });
    expect(parsed).toMatchObject({ hostId, kind: 'ADD', endTime: '24:00' });
  });

  it('refuses an end not after the start, in Spanish', () => {
    expect(messagesOf({ ...valid, startTime: '13:00', endTime: '09:00' })).toEqual([
      OVERRIDE_END_AFTER_START_MESSAGE,
    ]);
    expect(messagesOf({ ...valid, startTime: '09:00', endTime: '09:00' })).toEqual([
      OVERRIDE_END_AFTER_START_MESSAGE,
    ]);
  });

  it('refuses impossible dates, unknown kinds and malformed times', () => {
    expect(messagesOf({ ...valid, date: '2026-02-30' })).toEqual([OVERRIDE_DATE_MESSAGE]);
    expect(messagesOf({ ...valid, kind: 'REMOVE' })).toEqual([OVERRIDE_KIND_MESSAGE]);
    expect(messagesOf({ ...valid, startTime: '24:00' })).toHaveLength(1);
    expect(messagesOf({ ...valid, endTime: '24:30' })).toHaveLength(1);
    expect(messagesOf({ ...valid, extra: true })).toHaveLength(1);
  });

  it('lists by an ordered window only', () => {
    expect(ScheduleOverrideListQuerySchema.safeParse({ from: '2026-12-01', to: '2026-12-31' }).success).toBe(
      true,
    );
    expect(ScheduleOverrideListQuerySchema.safeParse({ from: '2026-12-31', to: '2026-12-01' }).success).toBe(
      false,
    );
  });
});

describe('overrideRangesOverlap', () => {
  const minute = fc.integer({ min: 0, max: 1_440 });
  const toTime = (minutes: number) =>
    minutes === 1_440
      ? '24:00'
      : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const range = fc
    .tuple(minute, minute)
    .filter(([start, end]) => start < end)
    .map(([start, end]) => ({ start, end, startTime: toTime(start), endTime: toTime(end) }));

  it('agrees with a minute-by-minute oracle (ranges are half-open)', () => {
    fc.assert(
      fc.property(range, range, (first, second) => {
        let isShared = false;
        for (let at = first.start; at < first.end && !isShared; at += 1) {
          isShared = at >= second.start && at < second.end;
        }
        expect(overrideRangesOverlap(first, second)).toBe(isShared);
      }),
    );
  });
});
