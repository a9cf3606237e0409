import { bookings, disabledDates } from '@citavet/db/schema/bookings';
import { spaceMembers } from '@citavet/db/schema/spaces';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../app-dependencies';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { insertSchedule, insertService, scheduleOf } from '../bookings.test-support';
import {
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
} from './public-booking.test-support';

// Clock: Monday 2026-03-02 08:00Z (09:00 in Madrid). 2026-03-10 is a Tuesday.
let context: TestContext;
let space: PublicSpaceSetup;
beforeAll(async () => {
  context = await createTestContext({
    config: {
      rateLimits: { ...DEFAULT_RATE_LIMITS, registerPerMinute: 10_000, publicBookingPerMinute: 10_000 },
    },
  });
  space = await setUpPublicSpace(context.app, context.database.db);
});
afterAll(async () => {
  await context.close();
});

const memberTuesday = () => scheduleOf(space.memberSchedules, 2);

describe('POST /api/bookings/public: only what the engine offers, for services the page offers', () => {
  it('refuses a time the engine does not offer, and an overlap with the conflicting range', async () => {
    const offGrid = await postPublicBooking(
      context.app,
      publicBookingBody(memberTuesday(), '2026-03-10T13:10', '2026-03-10T13:40'),
    );
    expect(offGrid.statusCode).toBe(409);
    expect(offGrid.json().message).toBe('El horario seleccionado ya no está disponible');
    const body = publicBookingBody(memberTuesday(), '2026-03-10T10:00', '2026-03-10T10:30');
    expect((await postPublicBooking(context.app, body)).statusCode).toBe(201);
    const taken = await postPublicBooking(context.app, {
      ...body,
      clientInfo: { name: 'Otra persona', email: 'otra@example.com' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'Ya existe una reserva en ese horario',
      conflictingBooking: { startTime: '2026-03-10T09:00:00.000Z', endTime: '2026-03-10T09:30:00.000Z' },
    });
    const past = await postPublicBooking(
      context.app,
      publicBookingBody(scheduleOf(space.memberSchedules, 7), '2026-03-01T10:00', '2026-03-01T10:30'),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('No se pueden crear reservas en fechas u horarios pasados');
  });

  it('refuses disabled days and hours, time the host holds in another space, and a host who left', async () => {
    const db = context.database.db;
    const own = await setUpPublicSpace(context.app, db);
    const thursday = scheduleOf(own.memberSchedules, 4);
    await db.insert(disabledDates).values([
      {
        spaceId: own.spaceId,
        scope: 'SPACE',
        isAllDay: true,
        startDay: '2026-03-12',
        endDay: '2026-03-12',
        title: 'Festivo',
        reason: 'Fiesta local',
      },
      {
        spaceId: own.spaceId,
        scope: 'HOST',
        hostId: own.member.user.id,
        isAllDay: false,
        startAt: new Date('2026-03-19T09:00:00.000Z'),
        endAt: new Date('2026-03-19T10:00:00.000Z'),
        title: 'Médico',
        reason: 'Cita personal',
      },
    ]);
    for (const [start, end] of [
      ['2026-03-12T10:00', '2026-03-12T10:30'],
      ['2026-03-19T10:30', '2026-03-19T11:00'],
    ] as const) {
      const refused = await postPublicBooking(context.app, publicBookingBody(thursday, start, end));
      expect(refused.statusCode, start).toBe(400);
      expect(refused.json().code).toBe('DATE_DISABLED');
    }
    // The member's booking in another clinic holds their time here too.
    await db.insert(bookings).values({
      spaceId: own.outsiderSpaceId,
      hostId: own.member.user.id,
      clientName: 'Fuera',
      serviceName: 'Otra cosa',
      serviceDuration: 60,
      startAt: new Date('2026-03-26T10:00:00.000Z'),
      endAt: new Date('2026-03-26T11:00:00.000Z'),
      status: 'CONFIRMED',
      source: 'INTERNAL',
    });
    const held = await postPublicBooking(
      context.app,
      publicBookingBody(thursday, '2026-03-26T11:30', '2026-03-26T12:00'),
    );
    expect(held.statusCode).toBe(409);
    expect(held.json().conflictingBooking).toEqual({
      startTime: '2026-03-26T10:00:00.000Z',
      endTime: '2026-03-26T11:00:00.000Z',
    });
    await db
      .delete(spaceMembers)
      .where(and(eq(spaceMembers.spaceId, own.spaceId), eq(spaceMembers.userId, own.member.user.id)));
    const gone = await postPublicBooking(
      context.app,
      publicBookingBody(thursday, '2026-03-26T15:00', '2026-03-26T15:30'),
    );
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('HOST_NOT_FOUND');
  });

  it('books the exact last slot of a range and refuses one that spills past its end', async () => {
    const db = context.database.db;
    const serviceId = await insertService(db, space.spaceId, { name: 'Hora larga', duration: 60 });
    const scheduleId = await insertSchedule(db, {
      serviceId,
      hostId: space.admin.user.id,
      dayOfWeek: 3,
      startTime: '09:00',
      endTime: '12:00',
    });
    const spill = await postPublicBooking(
      context.app,
      publicBookingBody(scheduleId, '2026-03-11T11:30', '2026-03-11T12:30'),
    );
    expect(spill.statusCode).toBe(409);
    const last = await postPublicBooking(
      context.app,
      publicBookingBody(scheduleId, '2026-03-11T11:00', '2026-03-11T12:00'),
    );
    expect(last.statusCode).toBe(201);
    expect(last.json().data.booking).toMatchObject({ localStartTime: '11:00', localEndTime: '12:00' });
  });

  it('books on a spring-forward day at the real instants and refuses the skipped hour', async () => {
    const db = context.database.db;
    const serviceId = await insertService(db, space.spaceId, { name: 'Guardia nocturna' });
    const scheduleId = await insertSchedule(db, {
      serviceId,
      hostId: space.member.user.id,
      dayOfWeek: 7,
      startTime: '01:00',
      endTime: '04:00',
    });
    const skipped = await postPublicBooking(
      context.app,
      publicBookingBody(scheduleId, '2026-03-29T02:30', '2026-03-29T03:00'),
    );
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json().message).toContain('Esa hora no existe en la zona horaria del espacio');
    const afterJump = await postPublicBooking(
      context.app,
      publicBookingBody(scheduleId, '2026-03-29T03:00', '2026-03-29T03:30'),
    );
    expect(afterJump.statusCode).toBe(201);
    expect(afterJump.json().data.booking).toMatchObject({
      startTime: '2026-03-29T01:00:00.000Z',
      endTime: '2026-03-29T01:30:00.000Z',
      localStartTime: '03:00',
    });
  });

  it('refuses services that are inactive or not bookable online, and ids that disagree', async () => {
    const db = context.database.db;
    const hostId = space.admin.user.id;
    const scheduleFor = async (overrides: Parameters<typeof insertService>[2]) => {
      const serviceId = await insertService(db, space.spaceId, overrides);
      return insertSchedule(db, { serviceId, hostId, dayOfWeek: 5, startTime: '09:00', endTime: '12:00' });
    };
    const body = (scheduleId: string) =>
      publicBookingBody(scheduleId, '2026-03-13T09:00', '2026-03-13T09:30');
    const internalOnly = await postPublicBooking(
      context.app,
      body(await scheduleFor({ name: 'Interno', isBookableByClients: false })),
    );
    expect(internalOnly.statusCode).toBe(400);
    expect(internalOnly.json().message).toBe('Este servicio no admite reservas en línea');
    const inactive = await postPublicBooking(context.app, body(await scheduleFor({ isActive: false })));
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().message).toBe('Servicio no encontrado');
    const tuesday = memberTuesday();
    const otherSpace = await postPublicBooking(context.app, {
      ...body(tuesday),
      spaceId: space.outsiderSpaceId,
    });
    expect(otherSpace.statusCode).toBe(404);
    const otherHost = await postPublicBooking(context.app, { ...body(tuesday), hostId: space.admin.user.id });
    expect(otherHost.statusCode).toBe(404);
    const unknown = await postPublicBooking(context.app, body('00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
  });
});
