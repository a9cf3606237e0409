import '../zod-spanish';
import { describe, expect, it } from 'vitest';
import {
  BookingListQuerySchema,
  CancelBookingSchema,
  CreateClientBookingSchema,
  CreateInternalBookingSchema,
  HostAvailabilityQuerySchema,
  UpdateBookingStatusSchema,
} from './booking.schema';

const SCHEDULE_ID = '6f1c1f53-8f0f-4c39-9d5b-1f6a1d6f0a11';
const MEMBER_ID = '0b7e8d1a-3c2f-4e5d-8a9b-0c1d2e3f4a5b';

const internal = (overrides: Record<string, unknown> = {}) => ({
  serviceScheduleId: SCHEDULE_ID,
  startTime: '2026-03-10T09:00:00.000Z',
  endTime: '2026-03-10T09:30:00.000Z',
  notes: 'Vacuna anual',
  clientInfo: { name: 'Lucía Gómez', email: 'lucia@example.com', phone: '+34 600 123 456' },
  ...overrides,
});

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('CreateInternalBookingSchema', () => {
  it('accepts the spec payload and turns blank optional contact data into null', () => {
    const parsed = CreateInternalBookingSchema.parse(
      internal({ clientInfo: { name: '  Lucía  ', email: '', phone: ' ' }, notes: '' }),
    );
    expect(parsed.clientInfo).toEqual({ name: 'Lucía', email: null, phone: null });
    expect(parsed.notes).toBeNull();
  });

  it.each([
    [{ clientInfo: { name: '  ' } }, 'El nombre del cliente es requerido'],
    [{ clientInfo: {} }, 'El nombre del cliente es requerido'],
    [{ clientInfo: undefined }, 'Los datos del cliente son requeridos'],
    [{ clientInfo: { name: 'Ana', email: 'no-es-email' } }, 'Ingresa un correo electrónico válido'],
    [{ clientInfo: { name: 'Ana', phone: 'llámame' } }, 'Formato de teléfono inválido'],
    [{ startTime: undefined }, 'La hora de inicio es requerida'],
    [{ startTime: 'ayer' }, 'La hora de inicio no es válida'],
    [{ endTime: '' }, 'La hora de fin es requerida'],
    [{ endTime: '2026-03-10T08:30:00.000Z' }, 'La hora de fin debe ser posterior a la de inicio'],
    [
      { startTime: '2026-03-10T10:00', endTime: '2026-03-10T10:00' },
      'La hora de fin debe ser posterior a la de inicio',
    ],
    [{ serviceScheduleId: undefined }, 'El horario es requerido'],
    [{ serviceScheduleId: 'abc' }, 'El horario no es válido'],
    [
      { assignedMemberId: MEMBER_ID, hostId: SCHEDULE_ID },
      'assignedMemberId y hostId deben indicar el mismo miembro',
    ],
  ])('refuses %j with its message', (overrides, message) => {
    expect(messagesOf(CreateInternalBookingSchema.safeParse(internal(overrides)))).toContain(message);
  });

  it('refuses unknown fields', () => {
    expect(CreateInternalBookingSchema.safeParse(internal({ price: 0 })).success).toBe(false);
  });
});

describe('CreateClientBookingSchema', () => {
  it('takes the slot and an optional phone; the name comes from the account', () => {
    const parsed = CreateClientBookingSchema.parse({
      serviceScheduleId: SCHEDULE_ID,
      startTime: '2026-03-10T09:00',
      endTime: '2026-03-10T09:30',
    });
    expect(parsed).toMatchObject({ phone: null, notes: null });
    expect(CreateClientBookingSchema.safeParse({ ...parsed, clientInfo: { name: 'x' } }).success).toBe(false);
  });
});

describe('status, cancel and query schemas', () => {
  it('accepts only the seven statuses', () => {
    expect(UpdateBookingStatusSchema.parse({ status: 'COMPLETED' })).toEqual({ status: 'COMPLETED' });
    expect(messagesOf(UpdateBookingStatusSchema.safeParse({ status: 'DONE' }))).toEqual([
      'El estado debe ser PENDING, CONFIRMED, CHECKED_IN, IN_CONSULTATION, COMPLETED, NO_SHOW o CANCELLED',
    ]);
  });

  it('keeps an optional trimmed reason', () => {
    expect(CancelBookingSchema.parse({ reason: '  El cliente avisó  ' })).toEqual({
      reason: 'El cliente avisó',
    });
    expect(CancelBookingSchema.parse({})).toEqual({ reason: null });
  });

  it('splits comma lists and reads paging', () => {
    const parsed = BookingListQuerySchema.parse({
      status: 'CONFIRMED,PENDING',
      userId: `${MEMBER_ID},${SCHEDULE_ID}`,
      fromDate: '2026-03-01',
      toDate: '2026-03-31T22:59:59.999Z',
      limit: '50',
    });
    expect(parsed).toMatchObject({
      status: ['CONFIRMED', 'PENDING'],
      userId: [MEMBER_ID, SCHEDULE_ID],
      limit: 50,
    });
    expect(messagesOf(BookingListQuerySchema.safeParse({ status: 'DONE' }))).toEqual([
      'El estado debe ser uno de PENDING, CONFIRMED, CHECKED_IN, IN_CONSULTATION, COMPLETED, NO_SHOW, CANCELLED',
    ]);
    expect(messagesOf(BookingListQuerySchema.safeParse({ fromDate: '2026-13-01' }))).toEqual([
      'La fecha de inicio no es válida',
    ]);
    expect(messagesOf(BookingListQuerySchema.safeParse({ userId: 'x' }))).toEqual([
      'Los miembros indicados no son válidos',
    ]);
    expect(BookingListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });

  it('requires a valid date for a host availability', () => {
    expect(messagesOf(HostAvailabilityQuerySchema.safeParse({}))).toEqual(['La fecha es requerida']);
    expect(messagesOf(HostAvailabilityQuerySchema.safeParse({ date: '2026-02-30' }))).toEqual([
      'La fecha no es válida',
    ]);
  });
});
