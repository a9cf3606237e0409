import '../zod-spanish';
import { describe, expect, it } from 'vitest';
import {
  calendarDateOf,
  DisabledDateCheckQuerySchema,
  DisabledDateInputSchema,
  DisabledDateListQuerySchema,
} from './disabled-date.schema';

const HOST_ID = '0b7e8d1a-3c2f-4e5d-8a9b-0c1d2e3f4a5b';
const entry = (overrides: Record<string, unknown> = {}) => ({
  scope: 'SPACE',
  startDate: '2026-03-10',
  endDate: '2026-03-12',
  isAllDay: true,
  title: 'Inventario',
  reason: 'Cierre anual',
  isRecurring: false,
  ...overrides,
});
const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('DisabledDateInputSchema', () => {
  it('accepts all-day entries as dates or ISO strings, trimming texts', () => {
    expect(
      DisabledDateInputSchema.parse(entry({ title: '  Inventario ', reason: ' Cierre ' })),
    ).toMatchObject({
      title: 'Inventario',
      reason: 'Cierre',
      isAllDay: true,
      isRecurring: false,
    });
    const iso = entry({ startDate: '2026-03-10T00:00:00.000Z', endDate: '2026-03-10T23:59:59.999Z' });
    expect(DisabledDateInputSchema.safeParse(iso).success).toBe(true);
  });

  it.each([
    [{ startDate: 'lunes' }, 'La fecha de inicio no es válida'],
    [{ startDate: '2026-02-30' }, 'La fecha de inicio no es válida'],
    [{ endDate: '2026-03-10Tnope' }, 'La fecha de fin no es válida'],
    [{ endDate: undefined }, 'La fecha de fin no es válida'],
    [{ startDate: '2026-03-13' }, 'La fecha de inicio debe ser anterior a la fecha de fin'],
    [{ title: '   ' }, 'El título es obligatorio'],
    [{ reason: ' ' }, 'La razón es obligatoria'],
    [{ reason: undefined }, 'La razón es obligatoria'],
    [{ scope: 'HOST' }, 'Debe seleccionar un host cuando el alcance es HOST'],
    [{ hostId: HOST_ID }, 'No debe seleccionar un host cuando el alcance es SPACE'],
    [
      { isRecurring: true, isAllDay: false, startTime: '09:00', endTime: '13:00' },
      'Solo un cierre de días completos puede repetirse cada año',
    ],
    [
      { isRecurring: true, endDate: '2027-03-10' },
      'Un cierre que se repite cada año debe durar menos de un año',
    ],
    [{ serviceIds: ['no'] }, 'El servicio no es válido'],
    [{ scope: 'ALL' }, 'El alcance debe ser HOST o SPACE'],
  ])('refuses %j', (overrides, message) => {
    expect(messagesOf(DisabledDateInputSchema.safeParse(entry(overrides)))).toContain(message);
  });

  it('allows a one-day all-day entry (start day equal to end day)', () => {
    expect(DisabledDateInputSchema.safeParse(entry({ endDate: '2026-03-10' })).success).toBe(true);
  });

  it('reads partial-day entries as instants, local date-times, or a date with times', () => {
    const partial = (overrides: Record<string, unknown>) => entry({ isAllDay: false, ...overrides });
    expect(
      DisabledDateInputSchema.safeParse(
        partial({ startDate: '2026-03-10T09:00:00.000Z', endDate: '2026-03-10T13:00:00.000Z' }),
      ).success,
    ).toBe(true);
    expect(
      DisabledDateInputSchema.safeParse(
        partial({ endDate: '2026-03-10', startTime: '09:00', endTime: '17:00' }),
      ).success,
    ).toBe(true);
    expect(messagesOf(DisabledDateInputSchema.safeParse(partial({ endDate: '2026-03-10' })))).toEqual([
      'La hora de inicio es requerida',
      'La hora de fin es requerida',
    ]);
    expect(
      messagesOf(
        DisabledDateInputSchema.safeParse(
          partial({ endDate: '2026-03-10', startTime: '17:00', endTime: '09:00' }),
        ),
      ),
    ).toEqual(['La fecha de inicio debe ser anterior a la fecha de fin']);
  });
});

describe('calendarDateOf', () => {
  it('takes the date part, never converting the instant', () => {
    expect(calendarDateOf('2026-03-10T23:30:00.000-05:00')).toBe('2026-03-10');
    expect(calendarDateOf('2026-03-10')).toBe('2026-03-10');
    expect(calendarDateOf('2026-03-10x')).toBeNull();
  });
});

describe('query schemas', () => {
  it('validates list filters and the check instant', () => {
    expect(DisabledDateListQuerySchema.parse({ scope: 'HOST', from: '2026-03-01' })).toEqual({
      scope: 'HOST',
      from: '2026-03-01',
    });
    expect(messagesOf(DisabledDateListQuerySchema.safeParse({ to: 'mañana' }))).toEqual([
      'La fecha de fin no es válida',
    ]);
    expect(messagesOf(DisabledDateCheckQuerySchema.safeParse({}))).toEqual([
      'La fecha y hora son requeridas',
    ]);
    expect(messagesOf(DisabledDateCheckQuerySchema.safeParse({ dateTime: '2026-03-10' }))).toEqual([
      'La fecha y hora no son válidas',
    ]);
  });
});
