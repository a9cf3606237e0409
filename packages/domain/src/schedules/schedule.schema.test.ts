import '../zod-spanish';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BulkCreateSchedulesSchema,
  CreateScheduleSchema,
  createNewScheduleFormSchema,
  ScheduleListQuerySchema,
  scheduleOverlapMessage,
  UpdateScheduleSchema,
  wallTimeRangesOverlap,
} from './schedule.schema';

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const HOST_ID = '6f1c1c1e-8a5b-4b9e-9f7e-2a1d3c4b5a69';
const SERVICE_ID = '0b7a2f4e-3c1d-4e5f-8a9b-1c2d3e4f5a6b';

describe('CreateScheduleSchema', () => {
  it('defaults isActive and customPrice', () => {
    expect(CreateScheduleSchema.parse({ dayOfWeek: 1, startTime: '09:00', endTime: '17:00' })).toEqual({
      dayOfWeek: 1,
      startTime: '09:00',
      endTime: '17:00',
      isActive: true,
      customPrice: null,
    });
  });

  it.each([
    [{ dayOfWeek: 1, endTime: '17:00' }, 'Por favor, completa todos los campos requeridos'],
    [{ dayOfWeek: 1, startTime: '', endTime: '17:00' }, 'Por favor, completa todos los campos requeridos'],
    [
      { dayOfWeek: 1, startTime: '9:00', endTime: '17:00' },
      'La hora debe tener el formato HH:MM (00:00–23:59)',
    ],
    [
      { dayOfWeek: 1, startTime: '24:00', endTime: '24:00' },
      'La hora debe tener el formato HH:MM (00:00–23:59)',
    ],
    [
      { dayOfWeek: 1, startTime: '09:00', endTime: '24:30' },
      'La hora de fin debe tener el formato HH:MM (00:00–24:00)',
    ],
    [
      { dayOfWeek: 1, startTime: '17:00', endTime: '09:00' },
      'La hora de fin debe ser posterior a la de inicio',
    ],
    [
      { dayOfWeek: 1, startTime: '09:00', endTime: '09:00' },
      'La hora de fin debe ser posterior a la de inicio',
    ],
    [
      { dayOfWeek: 0, startTime: '09:00', endTime: '17:00' },
      'El día de la semana debe ser un número entre 1 (Lunes) y 7 (Domingo)',
    ],
    [
      { dayOfWeek: 8, startTime: '09:00', endTime: '17:00' },
      'El día de la semana debe ser un número entre 1 (Lunes) y 7 (Domingo)',
    ],
    [
      { dayOfWeek: 1, startTime: '09:00', endTime: '17:00', customPrice: -1 },
      'El precio personalizado no puede ser negativo',
    ],
    [{ dayOfWeek: 1, startTime: '09:00', endTime: '17:00', hostId: 'nope' }, 'El host no es válido'],
  ])('refuses %j', (input, message) => {
    expect(messagesOf(CreateScheduleSchema, input)).toContain(message);
  });

  it('accepts 00:00–23:59', () => {
    expect(
      CreateScheduleSchema.safeParse({ dayOfWeek: 7, startTime: '00:00', endTime: '23:59' }).success,
    ).toBe(true);
  });

  it('accepts a range running to 24:00 (a 24-hour clinic)', () => {
    expect(
      CreateScheduleSchema.safeParse({ dayOfWeek: 7, startTime: '00:00', endTime: '24:00' }).success,
    ).toBe(true);
  });
});

describe('UpdateScheduleSchema', () => {
  it('accepts a subset and checks both times when given', () => {
    expect(UpdateScheduleSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(messagesOf(UpdateScheduleSchema, { startTime: '12:00', endTime: '11:00' })).toContain(
      'La hora de fin debe ser posterior a la de inicio',
    );
    expect(messagesOf(UpdateScheduleSchema, {})).toContain('Indica al menos un campo para actualizar');
  });
});

describe('BulkCreateSchedulesSchema', () => {
  it('parses a week', () => {
    const parsed = BulkCreateSchedulesSchema.parse({
      serviceId: SERVICE_ID,
      hostId: HOST_ID,
      schedules: [
        { dayOfWeek: 1, startTime: '09:00', endTime: '12:00' },
        { dayOfWeek: 1, startTime: '12:00', endTime: '17:00' },
      ],
    });
    expect(parsed.schedules).toHaveLength(2);
    expect(parsed.schedules[0]?.isActive).toBe(true);
  });

  it('refuses overlapping ranges of the same day in one payload', () => {
    expect(
      messagesOf(BulkCreateSchedulesSchema, {
        serviceId: SERVICE_ID,
        schedules: [
          { dayOfWeek: 2, startTime: '09:00', endTime: '12:00' },
          { dayOfWeek: 2, startTime: '11:00', endTime: '13:00' },
        ],
      }),
    ).toEqual(['Los horarios del mismo día no pueden superponerse (09:00–12:00)']);
  });

  it('refuses an empty list and a missing service', () => {
    expect(messagesOf(BulkCreateSchedulesSchema, { serviceId: SERVICE_ID, schedules: [] })).toContain(
      'Debes indicar al menos un horario',
    );
    expect(messagesOf(BulkCreateSchedulesSchema, { schedules: [] })).toContain(
      'Debes seleccionar un servicio',
    );
  });
});

describe('ScheduleListQuerySchema', () => {
  it('reads the query strings', () => {
    expect(ScheduleListQuerySchema.parse({ dayOfWeek: '3', isActive: 'false' })).toEqual({
      dayOfWeek: 3,
      isActive: false,
      hostId: undefined,
    });
    expect(ScheduleListQuerySchema.safeParse({ dayOfWeek: '9' }).success).toBe(false);
  });
});

describe('createNewScheduleFormSchema', () => {
  it('makes an admin choose a member', () => {
    const schema = createNewScheduleFormSchema({ mustChooseHost: true });
    expect(messagesOf(schema, { hostId: '', dayOfWeek: '1', startTime: '09:00', endTime: '10:00' })).toEqual([
      'Por favor, selecciona un miembro del equipo para asignar este horario',
    ]);
  });

  it('lets a non-admin leave the member out and reads an empty custom price as none', () => {
    const schema = createNewScheduleFormSchema({ mustChooseHost: false });
    expect(
      schema.parse({ dayOfWeek: '2', startTime: '09:00', endTime: '10:00', customPrice: '' }),
    ).toMatchObject({
      dayOfWeek: 2,
      customPrice: null,
    });
    expect(messagesOf(schema, { dayOfWeek: 2, startTime: '', endTime: '' })).toContain(
      'Por favor, completa todos los campos requeridos',
    );
  });
});

describe('overlap helpers', () => {
  it('treats ranges as half-open and quotes them with an en dash', () => {
    expect(
      wallTimeRangesOverlap(
        { startTime: '09:00', endTime: '12:00' },
        { startTime: '12:00', endTime: '13:00' },
      ),
    ).toBe(false);
    expect(
      wallTimeRangesOverlap(
        { startTime: '09:00', endTime: '12:00' },
        { startTime: '11:59', endTime: '13:00' },
      ),
    ).toBe(true);
    expect(scheduleOverlapMessage('09:00', '12:00')).toBe(
      'El horario se superpone con otro horario existente de este host (09:00–12:00)',
    );
  });
});
