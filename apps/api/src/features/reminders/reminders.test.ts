import { bookings } from '@citavet/db/schema/bookings';
import {
  DEFAULT_REMINDER_SETTINGS,
  REMINDER_MESSAGES,
} from '@citavet/domain/reminders/reminder-settings.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../app-dependencies';
import { drainChangeFeed } from '../../change-feed/change-feed.repository';
import { bearer, createTestContext, expandBookingMessages, type TestContext } from '../../test/test-app';
import { scheduleOf } from '../bookings/bookings.test-support';
import {
  outboxOfBooking,
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
  tokenOf,
} from '../bookings/public/public-booking.test-support';
import { listPetDueReminders } from '../records/due-reminders.repository';

// Clock: Monday 2026-03-02 08:00Z (09:00 in Madrid). Madrid moves to summer time on 2026-03-29.
let context: TestContext;
let space: PublicSpaceSetup;
beforeAll(async () => {
  context = await createTestContext({
    config: { rateLimits: { ...DEFAULT_RATE_LIMITS, publicBookingPerMinute: 10_000 } },
  });
  space = await setUpPublicSpace(context.app, context.database.db);
});
afterAll(async () => {
  await context.close();
});

const settingsUrl = () => `/api/spaces/${space.spaceId}/reminder-settings`;
const put = (token: string, payload: unknown, url = settingsUrl()) =>
  context.app.inject({ method: 'PUT', url, headers: bearer(token), payload: payload as object });

async function book(
  dayIndex: number,
  start: string,
  end: string,
  extra: object = {},
  email = 'lucia@example.com',
) {
  const response = await postPublicBooking(context.app, {
    ...publicBookingBody(scheduleOf(space.memberSchedules, dayIndex), start, end, {
      name: 'Lucía Cliente',
      email,
    }),
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  // Its e-mails and reminders are queued by the outbox worker's next round, as here.
  await expandBookingMessages(context);
  const { booking } = response.json().data;
  return { id: booking.id as string, token: tokenOf(booking.managePath) };
}

describe('GET/PUT /spaces/{spaceId}/reminder-settings', () => {
  it('answers the defaults to a member until an admin saves, and only an admin saves', async () => {
    const read = await context.app.inject({
      method: 'GET',
      url: settingsUrl(),
      headers: bearer(space.member.token),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(DEFAULT_REMINDER_SETTINGS);
    const byMember = await put(space.member.token, DEFAULT_REMINDER_SETTINGS);
    expect(byMember.statusCode).toBe(403);
    const outsider = await context.app.inject({
      method: 'GET',
      url: settingsUrl(),
      headers: bearer(space.outsider.token),
    });
    expect(outsider.statusCode).toBe(404);
  });

  it('refuses offsets out of range and unknown placeholders with Spanish messages by field', async () => {
    const tooFar = await put(space.admin.token, {
      ...DEFAULT_REMINDER_SETTINGS,
      appointment: { ...DEFAULT_REMINDER_SETTINGS.appointment, offsetsMinutes: [0, 43_201] },
    });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().details).toEqual([
      { field: 'appointment.offsetsMinutes.0', message: REMINDER_MESSAGES.offsetRange },
      { field: 'appointment.offsetsMinutes.1', message: REMINDER_MESSAGES.offsetRange },
    ]);
    const unknown = await put(space.admin.token, {
      ...DEFAULT_REMINDER_SETTINGS,
      followUp: { ...DEFAULT_REMINDER_SETTINGS.followUp, template: 'Hola {dueño}' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0]).toEqual({
      field: 'followUp.template',
      message:
        'Marcadores no válidos: {dueño}. Válidos: {cliente}, {mascota}, {fecha}, {clinica}, {servicio}, {motivo}, {enlace_reservar}',
    });
    const foreignService = await put(space.admin.token, {
      ...DEFAULT_REMINDER_SETTINGS,
      vaccine: { ...DEFAULT_REMINDER_SETTINGS.vaccine, serviceId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(foreignService.statusCode).toBe(400);
    expect(foreignService.json().details).toEqual([
      { field: 'vaccine.serviceId', message: 'El servicio elegido no pertenece a este espacio' },
    ]);
  });
});

describe('appointment reminders follow the settings', () => {
  it('queues one reminder per offset, 09:00 local across the DST change, with confirm, cancel and reschedule links', async () => {
    const saved = await put(space.admin.token, {
      ...DEFAULT_REMINDER_SETTINGS,
      appointment: { ...DEFAULT_REMINDER_SETTINGS.appointment, offsetsMinutes: [2880, 120] },
    });
    expect(saved.statusCode).toBe(200);
    // Monday 2026-03-30 09:00 CEST; 48 h before is Saturday 09:00 CET (before the change).
    const { id, token } = await book(1, '2026-03-30T09:00', '2026-03-30T09:30', {
      pet: { name: 'Luna', species: 'perro' },
    });
    const outbox = await outboxOfBooking(context.database.db, id);
    const reminders = outbox.filter((email) => email.kind === 'reminder-appointment');
    expect(reminders.map((email) => email.sendAfter.toISOString())).toEqual([
      '2026-03-28T08:00:00.000Z',
      '2026-03-30T05:00:00.000Z',
    ]);
    const text = reminders[0]?.textBody ?? '';
    expect(text).toContain('Te recordamos la cita de Luna');
    expect(text).toContain(`Confirmar asistencia: http://citavet.test/reservas/${token}/confirmar`);
    expect(text).toContain(`Cancelar: http://citavet.test/reservas/${token}`);
    const confirmation = outbox.find((email) => email.kind === 'booking-confirmation');
    expect(confirmation?.textBody).toContain(
      'Te enviaremos recordatorios 48 horas y 2 horas antes de la cita.',
    );
    await put(space.admin.token, DEFAULT_REMINDER_SETTINGS);
  });

  it('a move drops the old reminders and queues new ones; the confirm link marks the booking', async () => {
    const { id, token } = await book(2, '2026-03-10T10:00', '2026-03-10T10:30');
    const moved = await context.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${token}/reschedule`,
      payload: { startTime: '2026-03-17T11:00', endTime: '2026-03-17T11:30' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const reminders = (await outboxOfBooking(context.database.db, id)).filter(
      (email) => email.kind === 'reminder-appointment',
    );
    expect(reminders.map((email) => [email.status, email.sendAfter.toISOString()])).toEqual([
      ['DROPPED', '2026-03-09T09:00:00.000Z'],
      ['PENDING', '2026-03-16T10:00:00.000Z'],
    ]);
    const confirm = await context.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${token}/confirm-attendance`,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json()).toMatchObject({
      message: 'Asistencia confirmada',
      data: { clientConfirmedAt: '2026-03-02T08:00:00.000Z' },
    });
    const [row] = await context.database.db
      .select({ at: bookings.clientConfirmedAt })
      .from(bookings)
      .where(eq(bookings.id, id));
    expect(row?.at?.toISOString()).toBe('2026-03-02T08:00:00.000Z');
    const agenda = await context.app.inject({
      method: 'GET',
      url: `/api/bookings/${id}`,
      headers: bearer(space.admin.token),
    });
    expect(agenda.json().data.booking.clientConfirmedAt).toBe('2026-03-02T08:00:00.000Z');
    const unknown = await context.app.inject({
      method: 'POST',
      url: '/api/public/bookings/no-existe-este-token/confirm-attendance',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses to confirm a cancelled appointment', async () => {
    const { token } = await book(3, '2026-03-11T12:00', '2026-03-11T12:30');
    await context.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${token}/cancel`,
      payload: { reason: null },
    });
    const confirm = await context.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${token}/confirm-attendance`,
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().message).toBe('Esta cita está cancelada');
  });
});

describe('vaccine and follow-up reminders', () => {
  async function clientWithPet(email: string) {
    const client = await context.app.inject({
      method: 'POST',
      url: `/api/spaces/${space.spaceId}/clients`,
      headers: bearer(space.admin.token),
      payload: { name: 'Lucía Cliente', email },
    });
    const clientId = client.json().data.client.id as string;
    const pet = await context.app.inject({
      method: 'POST',
      url: `/api/spaces/${space.spaceId}/clients/${clientId}/pets`,
      headers: bearer(space.admin.token),
      payload: { name: 'Nala', species: 'gato' },
    });
    return { clientId, petId: pet.json().data.pet.id as string };
  }

  async function signVaccine(petId: string, nextDueOn: string) {
    const url = `/api/spaces/${space.spaceId}/pets/${petId}/records`;
    const draft = await context.app.inject({
      method: 'POST',
      url,
      headers: bearer(space.admin.token),
      payload: { kind: 'VACCINATION', content: { product: 'Rabia', givenOn: '2026-03-02', nextDueOn } },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().data.record.id as string;
    const signed = await context.app.inject({
      method: 'POST',
      url: `${url}/${id}/sign`,
      headers: bearer(space.admin.token),
    });
    expect(signed.statusCode, signed.body).toBe(200);
  }

  it('queues 7 days before at 09:00 and the day after, linking the booking page with the service', async () => {
    await put(space.admin.token, {
      ...DEFAULT_REMINDER_SETTINGS,
      vaccine: { ...DEFAULT_REMINDER_SETTINGS.vaccine, serviceId: space.serviceId },
    });
    const { petId } = await clientWithPet('vacuna@example.com');
    await signVaccine(petId, '2026-04-01');
    const due = await listPetDueReminders(context.database.db, petId);
    expect(due.map((row) => [row.phase, row.status, row.sendAfter?.toISOString()])).toEqual([
      ['before', 'PENDING', '2026-03-25T08:00:00.000Z'],
      ['overdue', 'PENDING', '2026-04-02T07:00:00.000Z'],
    ]);
    expect(due[0]?.textBody).toContain('A Nala le toca la vacuna Rabia');
    expect(due[0]?.textBody).toContain(`http://citavet.test/${space.route}?servicio=${space.serviceId}`);
    await put(space.admin.token, DEFAULT_REMINDER_SETTINGS);
  });

  async function signFollowUp(petId: string, nextControlOn: string) {
    const url = `/api/spaces/${space.spaceId}/pets/${petId}/records`;
    const draft = await context.app.inject({
      method: 'POST',
      url,
      headers: bearer(space.admin.token),
      payload: { kind: 'CONSULTATION', content: { reason: 'Revisión', nextControlOn } },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().data.record.id as string;
    const signed = await context.app.inject({
      method: 'POST',
      url: `${url}/${id}/sign`,
      headers: bearer(space.admin.token),
    });
    expect(signed.statusCode, signed.body).toBe(200);
  }

  const statusesOf = async (petId: string) => {
    await drainChangeFeed(context.database.db);
    return (await listPetDueReminders(context.database.db, petId)).map((row) => row.status);
  };

  it('a booking made afterwards for the due date drops them; one for the day before does not', async () => {
    const email = 'orden1@example.com';
    const { petId } = await clientWithPet(email);
    await signVaccine(petId, '2026-03-20');
    context.clock.advance(60_000);
    await book(4, '2026-03-19T10:00', '2026-03-19T10:30', { pet: { name: 'Nala', species: 'gato' } }, email);
    expect(await statusesOf(petId)).toEqual(['PENDING', 'PENDING']);
    await book(5, '2026-03-20T10:00', '2026-03-20T10:30', { pet: { name: 'Nala', species: 'gato' } }, email);
    expect(await statusesOf(petId)).toEqual(['DROPPED', 'DROPPED']);
  });

  it('naming the pet on a booking of the due date afterwards drops them too', async () => {
    const email = 'orden3@example.com';
    const { petId } = await clientWithPet(email);
    await signVaccine(petId, '2026-03-24');
    context.clock.advance(60_000);
    const { id } = await book(2, '2026-03-24T10:00', '2026-03-24T10:30', {}, email);
    expect(await statusesOf(petId)).toEqual(['PENDING', 'PENDING']);
    const edited = await context.app.inject({
      method: 'PUT',
      url: `/api/bookings/${id}`,
      headers: bearer(space.admin.token),
      payload: {
        startTime: '2026-03-24T10:00',
        endTime: '2026-03-24T10:30',
        clientInfo: { name: 'Lucía Cliente', email, phone: null },
        petId,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await statusesOf(petId)).toEqual(['DROPPED', 'DROPPED']);
  });

  it('a pet booked today still gets the follow-up and the vaccine reminders the vet just set', async () => {
    const email = 'orden2@example.com';
    const { petId } = await clientWithPet(email);
    // Booked today for today (a visit), then the consult is signed with its próximo control, and a
    // vaccine due in 5 days: the visit already booked answers neither.
    await book(1, '2026-03-02T16:00', '2026-03-02T16:30', { pet: { name: 'Nala', species: 'gato' } }, email);
    context.clock.advance(60_000);
    await signFollowUp(petId, '2026-03-16');
    await signVaccine(petId, '2026-03-07');
    const due = await listPetDueReminders(context.database.db, petId);
    expect(new Set(due.map((row) => row.kind))).toEqual(new Set(['VACCINE', 'FOLLOW_UP']));
    expect(new Set(await statusesOf(petId))).toEqual(new Set(['PENDING']));
  });
});
