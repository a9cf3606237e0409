import { describe, expect, it } from 'vitest';
import { OnlinePauseInputSchema } from './online-pause.schema';
import {
  activeClinicPauseEnd,
  isInPause,
  onlinePauseNotice,
  pausedRangesFor,
  pauseEndAt,
  pauseRefusal,
  pauseUntilLabel,
  resumeRefusal,
} from './online-pause-rules';

const MADRID = 'Europe/Madrid';
const MINUTE = 60_000;
// 2026-11-28 14:00 in Madrid (UTC+1).
const NOW = Date.parse('2026-11-28T13:00:00Z');

describe('pauseEndAt', () => {
  it('adds the fixed lengths to now', () => {
    expect(pauseEndAt({ length: '30m' }, NOW, MADRID)).toEqual({ endAt: NOW + 30 * MINUTE });
    expect(pauseEndAt({ length: '1h' }, NOW, MADRID)).toEqual({ endAt: NOW + 60 * MINUTE });
    expect(pauseEndAt({ length: '2h' }, NOW, MADRID)).toEqual({ endAt: NOW + 120 * MINUTE });
  });

  it("ends 'until tomorrow' at the clinic's next midnight, not the server's", () => {
    expect(pauseEndAt({ length: 'tomorrow' }, NOW, MADRID)).toEqual({
      endAt: Date.parse('2026-11-28T23:00:00Z'),
    });
    // 20:30 in Santiago (UTC-3) is already the 29th in UTC.
    const santiagoEvening = Date.parse('2026-11-28T23:30:00Z');
    expect(pauseEndAt({ length: 'tomorrow' }, santiagoEvening, 'America/Santiago')).toEqual({
      endAt: Date.parse('2026-11-29T03:00:00Z'),
    });
  });

  it('reads a chosen time as a wall time of the clinic today, and refuses one already past', () => {
    expect(pauseEndAt({ length: 'until', untilTime: '16:30' }, NOW, MADRID)).toEqual({
      endAt: Date.parse('2026-11-28T15:30:00Z'),
    });
    expect(pauseEndAt({ length: 'until', untilTime: '14:00' }, NOW, MADRID)).toEqual({
      refusal: 'La hora elegida ya pasó: elige una hora posterior a la actual',
    });
    expect(pauseEndAt({ length: 'until', untilTime: '09:00' }, NOW, MADRID)).toHaveProperty('refusal');
    expect(pauseEndAt({ length: 'until' }, NOW, MADRID)).toHaveProperty('refusal');
  });

  it('refuses a chosen time the clocks skip that day', () => {
    const springForwardMorning = Date.parse('2026-03-29T00:30:00Z');
    expect(pauseEndAt({ length: 'until', untilTime: '02:30' }, springForwardMorning, MADRID)).toEqual({
      refusal: 'Esa hora no existe hoy por el cambio de hora: elige otra',
    });
  });
});

describe('OnlinePauseInputSchema', () => {
  it('asks for the time only when the length is a chosen time', () => {
    expect(OnlinePauseInputSchema.safeParse({ length: '1h', scope: 'SPACE' }).success).toBe(true);
    const missing = OnlinePauseInputSchema.safeParse({ length: 'until', scope: 'SELF' });
    expect(missing.error?.issues[0]?.message).toBe('Elige hasta qué hora dura la pausa');
    const malformed = OnlinePauseInputSchema.safeParse({
      length: 'until',
      untilTime: '25:00',
      scope: 'SELF',
    });
    expect(malformed.error?.issues[0]?.message).toBe('La hora debe tener el formato HH:MM');
    expect(OnlinePauseInputSchema.safeParse({ length: '3h', scope: 'SPACE' }).error?.issues[0]?.message).toBe(
      'Elige cuánto dura la pausa',
    );
    expect(OnlinePauseInputSchema.safeParse({ length: '1h', scope: 'ALL' }).success).toBe(false);
  });
});

describe('pausedRangesFor and isInPause', () => {
  const pauses = [
    { hostId: null, startAt: 0, endAt: 100 },
    { hostId: 'ana', startAt: 200, endAt: 300 },
    { hostId: 'luis', startAt: 400, endAt: 500 },
    { hostId: null, startAt: 600, endAt: 600 },
  ];

  it("keeps the clinic's pauses and the host's own, never a colleague's or an empty one", () => {
    expect(pausedRangesFor(pauses, 'ana')).toEqual([
      { startAt: 0, endAt: 100 },
      { startAt: 200, endAt: 300 },
    ]);
    expect(pausedRangesFor(pauses, 'eva')).toEqual([{ startAt: 0, endAt: 100 }]);
  });

  it('finds a booking overlapping a pause, not one touching it', () => {
    expect(isInPause(pauses, 'ana', { startAt: 250, endAt: 260 })).toBe(true);
    expect(isInPause(pauses, 'ana', { startAt: 300, endAt: 350 })).toBe(false);
    expect(isInPause(pauses, 'ana', { startAt: 450, endAt: 460 })).toBe(false);
    expect(isInPause(pauses, 'luis', { startAt: 450, endAt: 460 })).toBe(true);
    expect(isInPause(pauses, 'eva', { startAt: 90, endAt: 110 })).toBe(true);
  });
});

describe('activeClinicPauseEnd', () => {
  it('answers the end of the running clinic pause, followed through chained ones', () => {
    const pauses = [
      { hostId: null, startAt: 0, endAt: 100 },
      { hostId: null, startAt: 50, endAt: 150 },
      { hostId: null, startAt: 150, endAt: 180 },
      { hostId: null, startAt: 300, endAt: 400 },
      { hostId: 'ana', startAt: 0, endAt: 1000 },
    ];
    expect(activeClinicPauseEnd(pauses, 10)).toBe(180);
    expect(activeClinicPauseEnd(pauses, 180)).toBeNull();
    expect(activeClinicPauseEnd(pauses, 250)).toBeNull();
    expect(activeClinicPauseEnd(pauses, 300)).toBe(400);
    expect(activeClinicPauseEnd([{ hostId: 'ana', startAt: 0, endAt: 1000 }], 10)).toBeNull();
  });
});

describe('the public notice', () => {
  it('says until when, in the clinic zone, and the phone to call', () => {
    const end = Date.parse('2026-11-28T15:30:00Z');
    expect(onlinePauseNotice(end, NOW, MADRID, '+34 600 000 000')).toBe(
      'La clínica no está tomando reservas online hasta las 16:30; llámanos al +34 600 000 000.',
    );
    expect(onlinePauseNotice(end, NOW, MADRID, '  ')).toBe(
      'La clínica no está tomando reservas online hasta las 16:30.',
    );
  });

  it('names tomorrow and later days', () => {
    expect(pauseUntilLabel(Date.parse('2026-11-28T23:00:00Z'), NOW, MADRID)).toBe('hasta mañana');
    expect(pauseUntilLabel(Date.parse('2026-11-29T08:00:00Z'), NOW, MADRID)).toBe('hasta mañana a las 09:00');
    expect(pauseUntilLabel(Date.parse('2026-12-02T08:00:00Z'), NOW, MADRID)).toBe(
      'hasta el 02/12 a las 09:00',
    );
  });
});

describe('who may pause and resume', () => {
  it('lets an ADMIN pause the clinic, a professional only themselves, reception neither', () => {
    expect(pauseRefusal('ADMIN', 'SPACE')).toBeNull();
    expect(pauseRefusal('ADMIN', 'SELF')).toBeNull();
    expect(pauseRefusal('MEMBER', 'SELF')).toBeNull();
    expect(pauseRefusal('MEMBER', 'SPACE')).toBe(
      'Solo un administrador puede pausar las reservas online de toda la clínica',
    );
    expect(pauseRefusal('RECEPTION', 'SELF')).not.toBeNull();
    expect(pauseRefusal('RECEPTION', 'SPACE')).not.toBeNull();
  });

  it("lets a professional resume only their own pause, an ADMIN anyone's", () => {
    expect(resumeRefusal({ userId: 'ana', role: 'MEMBER' }, { hostId: 'ana' })).toBeNull();
    expect(resumeRefusal({ userId: 'ana', role: 'MEMBER' }, { hostId: 'luis' })).not.toBeNull();
    expect(resumeRefusal({ userId: 'ana', role: 'MEMBER' }, { hostId: null })).not.toBeNull();
    expect(resumeRefusal({ userId: 'eva', role: 'ADMIN' }, { hostId: 'luis' })).toBeNull();
    expect(resumeRefusal({ userId: 'eva', role: 'RECEPTION' }, { hostId: null })).not.toBeNull();
  });
});
