import { bookings, disabledDates } from '@citavet/db/schema/bookings';
import { mergeRanges } from '@citavet/domain/availability/time-range';
import { minutesOf } from '@citavet/domain/reports/occupancy';
import { eachLocalDate } from '@citavet/domain/time/zoned-time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drainChangeFeed } from '../../change-feed/change-feed.repository';
import { bearer, createTestContext, type TestContext } from '../../test/test-app';
import { insertSchedule, insertService, setUpSpace, type TestSpace } from '../bookings/bookings.test-support';

// Clock: Monday 2026-03-02 08:00Z. The week read is 2026-03-09 (Monday) .. 2026-03-15, in Santiago.
const TIME_ZONE = 'America/Santiago';
const WEEK = { from: '2026-03-09', to: '2026-03-15' };

let context: TestContext;
let space: TestSpace;
let consultaId: string;
let vacunaId: string;
let otherServiceId: string;

beforeAll(async () => {
  context = await createTestContext();
  const db = context.database.db;
  space = await setUpSpace(context.app, db, TIME_ZONE);
  const hostId = space.member.user.id;
  consultaId = await insertService(db, space.spaceId, { name: 'Consulta', duration: 60, price: '30.00' });
  vacunaId = await insertService(db, space.spaceId, { name: 'Vacuna', duration: 45, currency: 'CLP' });
  otherServiceId = await insertService(db, space.outsiderSpaceId, { name: 'Ajena' });
  // Overlapping ranges of two services, a 45-minute service whose last start does not fit, an
  // inactive range, and a host's partial disabled date.
  await insertSchedule(db, {
    serviceId: consultaId,
    hostId,
    dayOfWeek: 1,
    startTime: '08:00',
    endTime: '11:00',
  });
  await insertSchedule(db, {
    serviceId: consultaId,
    hostId,
    dayOfWeek: 2,
    startTime: '09:00',
    endTime: '12:00',
  });
  await insertSchedule(db, {
    serviceId: vacunaId,
    hostId,
    dayOfWeek: 2,
    startTime: '11:00',
    endTime: '13:00',
  });
  await insertSchedule(db, {
    serviceId: vacunaId,
    hostId,
    dayOfWeek: 3,
    startTime: '09:00',
    endTime: '12:00',
    isActive: false,
  });
  await db.insert(disabledDates).values({
    spaceId: space.spaceId,
    scope: 'HOST',
    hostId,
    isAllDay: false,
    startAt: new Date('2026-03-09T12:00:00Z'), // Monday 09:00-10:00 in Santiago (UTC-3)
    endAt: new Date('2026-03-09T13:00:00Z'),
    title: 'Formación',
    reason: 'Curso',
  });
});
afterAll(() => context.close());

const get = (path: string, token?: string) =>
  context.app.inject({ method: 'GET', url: path, headers: token ? bearer(token) : {} });
// The roll-ups follow the bookings through the change feed: applied before each read.
const reports = async (kind: string, query: Record<string, string>, token?: string) => {
  await drainChangeFeed(context.database.db);
  return get(`/api/spaces/${space.spaceId}/reports/${kind}?${new URLSearchParams(query)}`, token);
};

async function insertBooking(values: { hostId: string; startAt: string; minutes: number; status?: string }) {
  const start = new Date(values.startAt);
  await context.database.db.insert(bookings).values({
    spaceId: space.spaceId,
    hostId: values.hostId,
    serviceId: consultaId,
    clientName: 'Cliente',
    serviceName: 'Consulta',
    servicePrice: '30.00',
    serviceCurrency: 'EUR',
    serviceDuration: values.minutes,
    startAt: start,
    endAt: new Date(start.getTime() + values.minutes * 60_000),
    status: (values.status ?? 'CONFIRMED') as 'CONFIRMED',
    source: 'INTERNAL',
  });
}

describe('occupancy, checked against the slot engine', () => {
  it('offers what the availability call offers day by day, and counts kept booked minutes', async () => {
    // What the engine offers, read day by day through the agenda's own availability call.
    const offered: { startAt: number; endAt: number }[] = [];
    for (const date of eachLocalDate(WEEK.from, WEEK.to)) {
      const response = await get(
        `/api/bookings/host/${space.member.user.id}/availability?date=${date}&spaceId=${space.spaceId}`,
        space.admin.token,
      );
      expect(response.statusCode, response.body).toBe(200);
      for (const slot of response.json().data.slots as { startAt: string; endAt: string }[]) {
        offered.push({ startAt: Date.parse(slot.startAt), endAt: Date.parse(slot.endAt) });
      }
    }
    const engineMinutes = minutesOf(mergeRanges(offered));
    // Monday 08-11 less 09-10 (2 h), Tuesday 09-12 and 11:00-12:30 of 45-minute slots (3.5 h).
    expect(engineMinutes).toBe(330);

    await insertBooking({ hostId: space.member.user.id, startAt: '2026-03-09T11:00:00Z', minutes: 60 });
    await insertBooking({
      hostId: space.member.user.id,
      startAt: '2026-03-10T12:00:00Z',
      minutes: 60,
      status: 'CANCELLED',
    });
    const response = await reports('occupancy', WEEK, space.admin.token);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json().data;
    expect(answer.hosts).toEqual([
      {
        hostId: space.member.user.id,
        name: 'Mario Miembro',
        bookedMinutes: 60,
        offeredMinutes: engineMinutes,
        rate: 60 / engineMinutes,
      },
    ]);
    expect(answer.total).toEqual({ bookedMinutes: 60, offeredMinutes: 330, rate: 60 / 330 });
    // A service filter offers only that service's time.
    const vacuna = await reports('occupancy', { ...WEEK, serviceId: vacunaId }, space.admin.token);
    expect(vacuna.json().data.hosts[0].offeredMinutes).toBe(90);
  });
});

describe('who reads which figures', () => {
  it('refuses anonymous callers, hides the space from outsiders', async () => {
    expect((await reports('summary', WEEK)).statusCode).toBe(401);
    for (const kind of ['summary', 'timeseries', 'breakdown', 'heatmap', 'occupancy', 'bookings.csv']) {
      const response = await reports(kind, WEEK, space.outsider.token);
      expect(response.statusCode, kind).toBe(404);
      expect(response.json().code).toBe('SPACE_NOT_FOUND');
    }
  });

  it('an ADMIN reads everyone; a MEMBER only their own figures', async () => {
    await insertBooking({ hostId: space.admin.user.id, startAt: '2026-03-11T13:00:00Z', minutes: 30 });
    const admin = await reports('summary', WEEK, space.admin.token);
    expect(admin.json().data.current.total).toBe(3);
    const member = await reports('summary', WEEK, space.member.token);
    expect(member.statusCode).toBe(200);
    expect(member.json().data.current.total).toBe(2);
    const own = await reports('summary', { ...WEEK, hostId: space.member.user.id }, space.member.token);
    expect(own.json().data.current.total).toBe(2);
    const other = await reports('breakdown', { ...WEEK, hostId: space.admin.user.id }, space.member.token);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Solo los administradores pueden ver las cifras de otros miembros');
    const occupancy = await reports('occupancy', WEEK, space.member.token);
    expect(occupancy.json().data.hosts.map((row: { hostId: string }) => row.hostId)).toEqual([
      space.member.user.id,
    ]);
    const hosts = await reports('breakdown', WEEK, space.member.token);
    expect(hosts.json().data.byHost.map((row: { id: string }) => row.id)).toEqual([space.member.user.id]);
  });

  it("answers 404 for another space's host or service, never their figures", async () => {
    const host = await reports('summary', { ...WEEK, hostId: space.outsider.user.id }, space.admin.token);
    expect(host.statusCode).toBe(404);
    expect(host.json().code).toBe('HOST_NOT_FOUND');
    const service = await reports('timeseries', { ...WEEK, serviceId: otherServiceId }, space.admin.token);
    expect(service.statusCode).toBe(404);
    expect(service.json().code).toBe('SERVICE_NOT_FOUND');
  });

  it('refuses bad periods with a Spanish 400', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ from: '2026-02-30', to: '2026-03-01' }, 'La fecha de inicio no es válida (AAAA-MM-DD)'],
      [
        { from: '2026-03-10', to: '2026-03-01' },
        'La fecha de inicio no puede ser posterior a la fecha de fin',
      ],
      [{ from: '2022-01-01', to: '2026-01-01' }, 'El período no puede superar los 3 años'],
      [{ ...WEEK, granularity: 'hour' }, 'La agrupación debe ser day, week o month'],
      [{ ...WEEK, hostId: 'nope' }, 'El profesional no es válido'],
    ];
    for (const [query, message] of cases) {
      const response = await reports('summary', query, space.admin.token);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(JSON.stringify(response.json().details)).toContain(message);
    }
    expect((await reports('summary', { from: WEEK.from }, space.admin.token)).statusCode).toBe(400);
  });
});

describe('GET /reports/bookings.csv', () => {
  it("exports the period's appointments in clinic-local time, a MEMBER only theirs", async () => {
    const response = await reports('bookings.csv', WEEK, space.admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="citas-2026-03-09-2026-03-15.csv"',
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Fecha,Inicio,Fin,Estado,Servicio,Profesional,Cliente,Precio,Moneda,Origen,Creada');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        /^2026-03-09,08:00,09:00,Confirmada,Consulta,Mario Miembro,Cliente,30.00,EUR,Personal de la clínica,/,
      ),
      expect.stringMatching(/^2026-03-10,09:00,10:00,Cancelada,Consulta,Mario Miembro,/),
      expect.stringMatching(/^2026-03-11,10:00,10:30,Confirmada,Consulta,Ana Admin,/),
    ]);
    const member = await reports('bookings.csv', WEEK, space.member.token);
    expect(member.body.trim().split('\r\n')).toHaveLength(3);
  });
});

describe('occupancy counts emergencies apart', () => {
  it("leaves a 24-hour emergency service's time and bookings out, unless the report is of that service", async () => {
    const db = context.database.db;
    const hostId = space.member.user.id;
    const before = (await reports('occupancy', WEEK, space.admin.token)).json().data.total;
    const urgenciasId = await insertService(db, space.spaceId, {
      name: 'Urgencias 24 h',
      duration: 60,
      category: 'emergencia',
    });
    for (const dayOfWeek of [1, 2, 3, 4, 5, 6, 7]) {
      await insertSchedule(db, {
        serviceId: urgenciasId,
        hostId,
        dayOfWeek,
        startTime: '00:00',
        endTime: '24:00',
      });
    }
    const start = new Date('2026-03-12T05:00:00Z'); // Thursday 02:00 in Santiago
    await db.insert(bookings).values({
      spaceId: space.spaceId,
      hostId,
      serviceId: urgenciasId,
      clientName: 'Urgencia',
      serviceName: 'Urgencias 24 h',
      servicePrice: '90.00',
      serviceCurrency: 'EUR',
      serviceDuration: 90,
      startAt: start,
      endAt: new Date(start.getTime() + 90 * 60_000),
      status: 'CONFIRMED',
      source: 'INTERNAL',
    });
    const after = await reports('occupancy', WEEK, space.admin.token);
    expect(after.json().data.total).toEqual(before);
    const emergencies = await reports('occupancy', { ...WEEK, serviceId: urgenciasId }, space.admin.token);
    // The whole week but Monday's hour of training (the host's disabled date).
    expect(emergencies.json().data.total).toMatchObject({
      bookedMinutes: 90,
      offeredMinutes: 7 * 24 * 60 - 60,
    });
  });
});
