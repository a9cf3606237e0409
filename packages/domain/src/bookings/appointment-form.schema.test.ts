import { describe, expect, it } from 'vitest';
import {
  AppointmentClientStepSchema,
  appointmentEndTime,
  createAppointmentScheduleStepSchema,
  toInternalBookingPayload,
} from './appointment-form.schema';

const clock = { today: '2026-03-10', minutesOfDay: 13 * 60 };
const stepOne = (mustChooseMember = false) =>
  createAppointmentScheduleStepSchema({ clock, mustChooseMember });
const valid = { service: 'Consulta', date: '2026-03-11', startTime: '09:00', endTime: '09:30' };
const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('appointment modal, step 1', () => {
  it.each([
    [{ service: '' }, 'El servicio es requerido'],
    [{ date: '' }, 'La fecha es requerida'],
    [{ date: '2026-03-09' }, 'No se pueden crear citas en fechas pasadas'],
    [{ startTime: '' }, 'La hora de inicio es requerida'],
    [{ endTime: '' }, 'La hora de fin es requerida'],
    [{ endTime: '08:30' }, 'La hora de fin debe ser posterior a la de inicio'],
    [
      { date: '2026-03-10', startTime: '12:54', endTime: '13:30' },
      'No se pueden crear citas en horarios pasados',
    ],
  ])('refuses %j', (overrides, message) => {
    expect(messagesOf(stepOne().safeParse({ ...valid, ...overrides }))).toContain(message);
  });

  it('tolerates a start up to 5 minutes in the past today', () => {
    expect(
      stepOne().safeParse({ ...valid, date: '2026-03-10', startTime: '12:55', endTime: '13:25' }).success,
    ).toBe(true);
  });

  it('makes an admin with members pick the member', () => {
    expect(messagesOf(stepOne(true).safeParse(valid))).toEqual([
      'Debes seleccionar el miembro que atenderá la cita',
    ]);
    expect(stepOne(true).safeParse({ ...valid, assignedMember: 'm-1' }).success).toBe(true);
  });
});

describe('appointment modal, step 2 and payload', () => {
  it('requires only the client name', () => {
    expect(messagesOf(AppointmentClientStepSchema.safeParse({ client: ' ' }))).toEqual([
      'El nombre del cliente es requerido',
    ]);
    expect(AppointmentClientStepSchema.parse({ client: 'Ana', email: '', phone: '' })).toEqual({
      client: 'Ana',
      email: null,
      phone: null,
      notes: null,
      clientId: null,
      petId: null,
      petName: null,
      species: null,
      reason: null,
    });
  });

  it('asks the species of a new pet, and the name of a species chosen alone (decision 030)', () => {
    expect(
      messagesOf(AppointmentClientStepSchema.safeParse({ client: 'Ana', petName: 'Luna', species: '' })),
    ).toEqual(['Selecciona la especie']);
    expect(messagesOf(AppointmentClientStepSchema.safeParse({ client: 'Ana', species: 'gato' }))).toEqual([
      'El nombre de la mascota es requerido',
    ]);
    // A pet picked from the client's is enough.
    expect(AppointmentClientStepSchema.safeParse({ client: 'Ana', petId: 'p-1', petName: '' }).success).toBe(
      true,
    );
  });

  it('names a found client and pet by id, and sends a new client and pet whole', () => {
    const schedule = {
      assignedMember: '',
      service: 's',
      date: '2026-03-10',
      startTime: '09:00',
      endTime: '09:30',
    };
    const found = AppointmentClientStepSchema.parse({
      client: 'Marta',
      clientId: 'c-1',
      petId: 'p-1',
      reason: 'Vacuna',
    });
    expect(toInternalBookingPayload(schedule, found, 'sch')).toEqual({
      serviceScheduleId: 'sch',
      startTime: '2026-03-10T09:00',
      endTime: '2026-03-10T09:30',
      notes: null,
      clientId: 'c-1',
      petId: 'p-1',
      reason: 'Vacuna',
    });
    const fresh = AppointmentClientStepSchema.parse({
      client: 'Rosa',
      phone: '655 444 333',
      petName: 'Coco',
      species: 'ave',
    });
    expect(toInternalBookingPayload(schedule, fresh, 'sch')).toMatchObject({
      clientInfo: { name: 'Rosa', phone: '655 444 333' },
      pet: { name: 'Coco', species: 'ave' },
    });
  });

  it('computes the end from the service duration, within the day', () => {
    expect(appointmentEndTime('09:00', 45)).toBe('09:45');
    expect(appointmentEndTime('23:30', 60)).toBe('23:59');
  });

  it('sends clinic-local times and the contact data only when filled', () => {
    const schedule = stepOne().parse({ ...valid, assignedMember: 'member-1' });
    const client = AppointmentClientStepSchema.parse({ client: 'Ana', email: 'ana@example.com', phone: '' });
    expect(toInternalBookingPayload(schedule, client, 'schedule-1')).toEqual({
      serviceScheduleId: 'schedule-1',
      startTime: '2026-03-11T09:00',
      endTime: '2026-03-11T09:30',
      notes: null,
      clientInfo: { name: 'Ana', email: 'ana@example.com' },
      assignedMemberId: 'member-1',
    });
  });
});
