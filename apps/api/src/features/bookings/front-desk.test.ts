import { emailOutbox } from '@citavet/db/schema/outbox';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  expandBookingMessages,
  registerTestUser,
  type TestContext,
} from '../../test/test-app';
import {
  addClientWithPet,
  insertMember,
  insertService,
  insertWeek,
  scheduleOf,
  setUpAgenda,
  type TestAgenda,
  type TestUser,
} from './bookings.test-support';

// The front desk (decision 072): a RECEPTION member with no schedule runs every professional's day,
// checks patients in (a step at a time, audited, averaged in the reports), prints the day, declines
// requests with a reason the client reads, and never reaches clinical content, figures or settings.

let context: TestContext;
let agenda: TestAgenda;
let reception: TestUser;
let clientId: string;
let petId: string;
const CLOCK_START = '2026-03-09T08:00:00.000Z';

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  context.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

beforeAll(async () => {
  context = await createTestContext();
  context.clock.set(CLOCK_START);
  agenda = await setUpAgenda(context.app, context.database.db, 'Europe/Madrid');
  reception = await registerTestUser(context.app, { name: 'Rocío Recepción' });
  await insertMember(context.database.db, agenda.spaceId, reception.user.id, 'RECEPTION');
  ({ clientId, petId } = await addClientWithPet(context.app, agenda.spaceId, reception.token, {
    alerts: ['Muerde'],
  }));
});
afterAll(() => context.close());

/** Reception books Tuesday 2026-03-10 at `hour` local for the MEMBER (another professional). */
async function bookForMember(hour: number) {
  const local = `2026-03-10T${String(hour).padStart(2, '0')}`;
  const response = await inject('POST', '/api/bookings/internal', reception.token, {
    serviceScheduleId: scheduleOf(agenda.memberSchedules, 2),
    startTime: `${local}:00`,
    endTime: `${local}:30`,
    clientId,
    petId,
    reason: 'Vómitos desde ayer',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.booking as { id: string; startTime: string };
}

describe('a receptionist with no schedule', () => {
  it("books into a professional's agenda and reads everyone's day", async () => {
    const booking = await bookForMember(9);
    const list = await inject(
      'GET',
      `/api/bookings?spaceId=${agenda.spaceId}&fromDate=2026-03-10&toDate=2026-03-10`,
      reception.token,
    );
    expect(list.statusCode).toBe(200);
    const found = list.json().data.bookings.find((item: { id: string }) => item.id === booking.id);
    expect(found).toMatchObject({ host: { id: agenda.member.user.id }, reason: 'Vómitos desde ayer' });
    expect(found.pet).toMatchObject({ name: 'Toby', species: 'perro', alerts: ['Muerde'] });
  });

  it('checks the patient in and calls them in, a step at a time, audited and averaged', async () => {
    const booking = await bookForMember(10);
    const setStatus = (status: string) =>
      inject('PUT', `/api/bookings/${booking.id}/status`, reception.token, { status });
    context.clock.set('2026-03-10T08:50:00.000Z'); // 09:50 in Madrid, ten minutes early
    const skipped = await setStatus('IN_CONSULTATION');
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().message).toBe('No se puede cambiar una reserva de Confirmada a En consulta');
    const arrived = await setStatus('CHECKED_IN');
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect(arrived.json().data.booking).toMatchObject({
      status: 'CHECKED_IN',
      checkedInAt: '2026-03-10T08:50:00.000Z',
      consultationStartedAt: null,
    });
    context.clock.set('2026-03-10T09:05:00.000Z');
    const called = await setStatus('IN_CONSULTATION');
    expect(called.json().data.booking.consultationStartedAt).toBe('2026-03-10T09:05:00.000Z');

    const audit = await inject(
      'GET',
      `/api/spaces/${agenda.spaceId}/audit?action=BOOKING_STATUS_CHANGED`,
      agenda.admin.token,
    );
    const events = audit
      .json()
      .data.events.filter((event: { subjectId: string }) => event.subjectId === booking.id);
    expect(events.map((event: { details: { to: string } }) => event.details.to).sort()).toEqual([
      'CHECKED_IN',
      'IN_CONSULTATION',
    ]);
    expect(events.every((event: { actor: { id: string } }) => event.actor.id === reception.user.id)).toBe(
      true,
    );

    const summary = await inject(
      'GET',
      `/api/spaces/${agenda.spaceId}/reports/summary?from=2026-03-01&to=2026-03-31`,
      agenda.admin.token,
    );
    expect(summary.statusCode).toBe(200);
    expect(summary.json().data.current).toMatchObject({ waitedCount: 1, averageWaitMinutes: 15 });
  });

  it('is refused, in Spanish, whatever is outside her role', async () => {
    const refusals = await Promise.all([
      inject(
        'GET',
        `/api/spaces/${agenda.spaceId}/reports/summary?from=2026-03-01&to=2026-03-31`,
        reception.token,
      ),
      inject('GET', `/api/spaces/${agenda.spaceId}/pets/${petId}/records`, reception.token),
      inject('POST', `/api/spaces/${agenda.spaceId}/pets/${petId}/records`, reception.token, {
        kind: 'NOTE',
        content: { text: 'x' },
      }),
      inject('GET', `/api/spaces/${agenda.spaceId}/audit`, reception.token),
      inject('PUT', `/api/spaces/${agenda.spaceId}`, reception.token, { name: 'Otra' }),
      inject('GET', `/api/spaces/${agenda.spaceId}/invitations`, reception.token),
      inject('GET', `/api/spaces/${agenda.spaceId}/clients/${clientId}/export.json`, reception.token),
    ]);
    expect(refusals.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect(refusals.map((response) => response.json().message)).toEqual([
      'Recepción no tiene acceso a los reportes',
      'Recepción no puede leer el contenido de las historias clínicas',
      'Recepción no puede escribir ni firmar historias clínicas',
      'Solo los administradores del espacio pueden ver la auditoría',
      'Solo los administradores del espacio pueden realizar esta acción',
      'Solo los administradores del espacio pueden realizar esta acción',
      'Recepción no puede exportar los datos de un cliente: la exportación incluye historias clínicas',
    ]);
  });

  it('cannot be given a schedule: reception takes no appointments', async () => {
    const serviceId = await insertService(context.database.db, agenda.spaceId, { name: 'Vacunación' });
    const own = await inject('POST', `/api/services/${serviceId}/schedules`, reception.token, {
      hostId: reception.user.id,
      dayOfWeek: 1,
      startTime: '09:00',
      endTime: '10:00',
    });
    expect(own.statusCode).toBe(403);
    const byAdmin = await inject('POST', `/api/services/${serviceId}/schedules`, agenda.admin.token, {
      hostId: reception.user.id,
      dayOfWeek: 1,
      startTime: '09:00',
      endTime: '10:00',
    });
    expect([byAdmin.statusCode, byAdmin.json().message]).toEqual([
      400,
      'Recepción no atiende citas: elige un profesional',
    ]);
  });

  it('prints the day per professional: clinic, page numbers, pet, species, reason, alerts', async () => {
    const response = await inject(
      'GET',
      `/api/spaces/${agenda.spaceId}/agenda/day.pdf?date=2026-03-10`,
      reception.token,
    );
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Veterinaria Central',
      'Mario Miembro',
      'Ana Admin',
      'Lucía Gómez',
      '+34600111222',
      'Toby (Perro)',
      'Vómitos desde ayer',
      'Muerde',
      'En consulta',
      'Página 1 de 2',
      'Página 2 de 2',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('becoming reception', () => {
  it('is refused to a professional with active hours, who would stay bookable', async () => {
    const response = await inject(
      'PUT',
      `/api/spaces/${agenda.spaceId}/members/${agenda.member.user.id}/role`,
      agenda.admin.token,
      { role: 'RECEPTION' },
    );
    expect([response.statusCode, response.json().message]).toEqual([
      409,
      'Este miembro tiene horarios activos: desactívalos antes de pasarlo a Recepción, que no atiende citas',
    ]);
  });
});

describe('requests and their e-mails', () => {
  it('tells the professional the pet and the reason, and the client that the request was declined', async () => {
    await context.database.db.delete(emailOutbox);
    const serviceId = await insertService(context.database.db, agenda.spaceId, {
      name: 'Cirugía',
      requiresApproval: true,
    });
    const [schedule] = await insertWeek(context.database.db, {
      serviceId,
      hostId: agenda.member.user.id,
      startTime: '08:00',
      endTime: '20:00',
    });
    context.clock.set(CLOCK_START);
    const created = await inject('POST', '/api/bookings/internal', agenda.admin.token, {
      serviceScheduleId: schedule,
      startTime: '2026-03-16T12:00',
      endTime: '2026-03-16T12:30',
      clientId,
      petId,
      reason: 'Castración',
    });
    expect(created.statusCode, created.body).toBe(201);
    // Its e-mails are drafted after its write, by the outbox worker's next round (decision 107).
    await expandBookingMessages(context);
    const booking = created.json().data.booking;
    expect(booking).toMatchObject({ status: 'PENDING', isReturningClient: true });
    const rejected = await inject('PUT', `/api/bookings/${booking.id}/cancel`, reception.token, {
      reason: 'El cirujano está de vacaciones esa semana',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    await expandBookingMessages(context);

    const emails = await context.database.db
      .select({ kind: emailOutbox.kind, subject: emailOutbox.subject, text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.bookingId, booking.id));
    const staffNotice = emails.find((email) => email.subject.startsWith('Nueva reserva'));
    expect(staffNotice?.text).toContain('Mascota: Toby (Perro)');
    expect(staffNotice?.text).toContain('Motivo de la consulta: Castración');
    const declined = emails.find((email) => email.kind === 'booking-cancelled');
    expect(declined?.subject).toBe(`Solicitud de reserva rechazada: Cirugía en Veterinaria Central`);
    expect(declined?.text).toContain('Motivo: El cirujano está de vacaciones esa semana');
  });
});
