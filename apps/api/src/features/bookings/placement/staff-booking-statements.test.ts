import { randomUUID } from 'node:crypto';
import { listDisabledDatesConcerning, listHostBusyRanges } from '@citavet/db/scheduling-inputs';
import { clients, disabledDates } from '@citavet/db/schema/bookings';
import { bookingMessageDrafts } from '@citavet/db/schema/message-drafts';
import { pets } from '@citavet/db/schema/pets';
import { serviceSchedules, services } from '@citavet/db/schema/services';
import { spaceMembers, spaces } from '@citavet/db/schema/spaces';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlanAndKeptRanks } from '../../../plans/space-plan.repository';
import { createTestContext, type TestContext } from '../../../test/test-app';
import { findBookingRowAndSummary } from '../bookings.repository';
import { insertSchedule, insertService, setUpSpace, type TestSpace } from '../bookings.test-support';
import {
  findActiveSpaceClient,
  findScheduleContext,
  findSpacePet,
  findStaffBookingParty,
  findStaffScheduleContext,
  listDisabledDatesAndBusy,
  type NewBooking,
} from './booking-placement.repository';
import { writeStaffBooking } from './staff-booking-write.repository';

// The staff booking's statements are built once as text and their rows mapped by hand (decision
// 101): each must answer what the query builder's read answered for the same rows, values and types.
let context: TestContext;
let space: TestSpace;
let serviceId: string;
let scheduleId: string;
let clientId: string;
let petId: string;
beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  space = await setUpSpace(context.app, db, 'Europe/Madrid');
  serviceId = await insertService(db, space.spaceId, { bufferBefore: 5, dailyCap: 7, slotStep: 15 });
  scheduleId = await insertSchedule(db, {
    serviceId,
    hostId: space.admin.user.id,
    dayOfWeek: 2,
    startTime: '08:00',
    endTime: '20:00',
    customPrice: '31.75',
  });
  const [client] = await db
    .insert(clients)
    .values({
      spaceId: space.spaceId,
      name: 'Marta Núñez',
      email: 'marta@example.com',
      phone: '+34600123456',
    })
    .returning({ id: clients.id });
  if (!client) throw new Error('no client');
  clientId = client.id;
  const [pet] = await db
    .insert(pets)
    .values({ spaceId: space.spaceId, clientId, name: 'Luna', species: 'perro', alerts: ['Muerde'] })
    .returning({ id: pets.id });
  if (!pet) throw new Error('no pet');
  petId = pet.id;
});
afterAll(async () => {
  await context.close();
});

/** findScheduleContext as the query builder read it before (the reference of the prepared text). */
async function builtScheduleContext(id: string, memberId?: string) {
  const member = alias(spaceMembers, 'booking_member');
  const [row] = await context.database.db
    .select({
      schedule: {
        id: serviceSchedules.id,
        hostId: serviceSchedules.hostId,
        dayOfWeek: serviceSchedules.dayOfWeek,
        startTime: serviceSchedules.startTime,
        endTime: serviceSchedules.endTime,
        isActive: serviceSchedules.isActive,
        customPrice: serviceSchedules.customPrice,
      },
      service: {
        id: services.id,
        name: services.name,
        duration: services.duration,
        price: services.price,
        currency: services.currency,
        isActive: services.isActive,
        isBookableByClients: services.isBookableByClients,
        requiresApproval: services.requiresApproval,
        minAdvanceBooking: services.minAdvanceBooking,
        maxAdvanceBooking: services.maxAdvanceBooking,
        slotStep: services.slotStep,
        bufferBefore: services.bufferBefore,
        bufferAfter: services.bufferAfter,
        dailyCap: services.dailyCap,
      },
      spaceId: spaces.id,
      timeZone: spaces.timeZone,
      clinic: { country: spaces.country, phone: spaces.phone },
      hostRole: spaceMembers.role,
      memberRole: member.role,
    })
    .from(serviceSchedules)
    .innerJoin(services, eq(services.id, serviceSchedules.serviceId))
    .innerJoin(spaces, eq(spaces.id, services.spaceId))
    .leftJoin(
      spaceMembers,
      and(eq(spaceMembers.spaceId, spaces.id), eq(spaceMembers.userId, serviceSchedules.hostId)),
    )
    .leftJoin(
      member,
      memberId === undefined ? sql`false` : and(eq(member.spaceId, spaces.id), eq(member.userId, memberId)),
    )
    .where(eq(serviceSchedules.id, id));
  return row ?? null;
}

describe("the staff booking's statements built once", () => {
  it('the schedule context equals the query builder’s, with and without the member', async () => {
    const { db } = context.database;
    const withMember = await findScheduleContext(db, scheduleId, space.member.user.id);
    const { hostSchedules, ...rest } = withMember ?? { hostSchedules: undefined };
    expect(rest).toEqual(await builtScheduleContext(scheduleId, space.member.user.id));
    expect(rest).toMatchObject({ memberRole: 'MEMBER', hostRole: 'ADMIN' });
    expect(hostSchedules).toHaveLength(1);
    expect(await findScheduleContext(db, scheduleId, space.outsider.user.id)).toMatchObject({
      memberRole: null,
    });
    expect(await findScheduleContext(db, scheduleId)).toEqual(await builtScheduleContext(scheduleId));
    expect(await findScheduleContext(db, randomUUID())).toBeNull();
  });

  it('the disabled dates and busy time equal the two reads they stand for', async () => {
    const { db } = context.database;
    const hostId = space.admin.user.id;
    await db.insert(disabledDates).values([
      {
        spaceId: space.spaceId,
        title: 'Festivo',
        reason: 'Fiesta local',
        scope: 'SPACE',
        isAllDay: true,
        startDay: '2026-04-07',
        endDay: '2026-04-07',
      },
      {
        spaceId: space.spaceId,
        title: 'Formación',
        reason: 'Curso',
        scope: 'HOST',
        hostId,
        isAllDay: false,
        startAt: new Date('2026-04-08T10:00:00Z'),
        endAt: new Date('2026-04-08T11:30:00Z'),
        isRecurring: true,
        serviceIds: [serviceId],
      },
    ]);
    const window = { startAt: Date.parse('2026-04-14T00:00:00Z'), endAt: Date.parse('2026-04-15T00:00:00Z') };
    const written = await db.transaction((tx) =>
      writeStaffBooking(tx, newBooking('2026-04-14T09:00:00Z'), {
        id: randomUUID(),
        clientId,
        newPet: null,
        manageToken: null,
      }),
    );
    const read = await listDisabledDatesAndBusy(db, { spaceId: space.spaceId, hostId, window });
    const sortDates = (rows: readonly { startDay: string | null }[]) =>
      [...rows].sort((a, b) => String(a.startDay).localeCompare(String(b.startDay)));
    expect(sortDates(read.disabledDates)).toEqual(
      sortDates(await listDisabledDatesConcerning(db, space.spaceId, hostId)),
    );
    expect(read.busy).toEqual(await listHostBusyRanges(db, hostId, window));
    expect(read.busy).toHaveLength(1);
    const without = await listDisabledDatesAndBusy(db, {
      spaceId: space.spaceId,
      hostId,
      window,
      excludeBookingId: written.id,
    });
    expect(without.busy).toEqual(await listHostBusyRanges(db, hostId, window, written.id));
    expect(without.busy).toEqual([]);
  });

  it("the schedule's host's blocks read with the schedule equal the two reads over its window", async () => {
    const { db } = context.database;
    const hostId = space.admin.user.id;
    await db.transaction((tx) =>
      writeStaffBooking(tx, newBooking('2026-04-21T09:00:00Z'), {
        id: randomUUID(),
        clientId,
        newPet: null,
        manageToken: null,
      }),
    );
    // Madrid is UTC+2 in April: 11:00 on its wall clock is 09:00Z. The service keeps 5 minutes before.
    for (const asked of [
      { start: { wallClock: '2026-04-21T11:00:00' }, end: { wallClock: '2026-04-21T11:30:00' } },
      { start: { instant: '2026-04-21T09:00:00.000Z' }, end: { instant: '2026-04-21T09:30:00.000Z' } },
    ]) {
      const found = await findStaffScheduleContext(
        context.database,
        scheduleId,
        space.member.user.id,
        asked,
        false,
      );
      if (!found) throw new Error('no context');
      const { hostBlocks, planRead, ...rest } = found;
      expect(rest).toEqual(await findScheduleContext(db, scheduleId, space.member.user.id));
      // The plan and the ranks come along only with plan limits on, as findPlanAndKeptRanks reads them.
      expect(planRead).toBeNull();
      const limited = await findStaffScheduleContext(
        context.database,
        scheduleId,
        space.member.user.id,
        asked,
        true,
      );
      expect(limited?.planRead).toEqual(await findPlanAndKeptRanks(db, space.spaceId, serviceId, hostId));
      expect(limited?.planRead?.stored?.timeZone).toBe('Europe/Madrid');
      expect(hostBlocks.window).toEqual({
        startAt: Date.parse('2026-04-21T07:55:00Z'),
        endAt: Date.parse('2026-04-21T10:30:00Z'),
      });
      const sortDates = (rows: readonly { startDay: string | null }[]) =>
        [...rows].sort((a, b) => String(a.startDay).localeCompare(String(b.startDay)));
      expect(sortDates(hostBlocks.disabledDates)).toEqual(
        sortDates(await listDisabledDatesConcerning(db, space.spaceId, hostId)),
      );
      expect(hostBlocks.busy).toEqual(await listHostBusyRanges(db, hostId, hostBlocks.window));
      expect(hostBlocks.busy).toHaveLength(1);
    }
    expect(
      await findStaffScheduleContext(
        context.database,
        randomUUID(),
        space.member.user.id,
        {
          start: { instant: '2026-04-21T09:00:00.000Z' },
          end: { instant: '2026-04-21T09:30:00.000Z' },
        },
        true,
      ),
    ).toBeNull();
  });

  it('the pet and client named equal findSpacePet and findActiveSpaceClient', async () => {
    const { db } = context.database;
    const { spaceId, outsiderSpaceId } = space;
    const [dead] = await db
      .insert(pets)
      .values({ spaceId, clientId, name: 'Toby', species: 'gato', deceasedOn: '2025-05-01' })
      .returning({ id: pets.id });
    const [archived] = await db
      .insert(clients)
      .values({ spaceId, name: 'Archivada', email: null, phone: null, archivedAt: new Date() })
      .returning({ id: clients.id });
    if (!dead || !archived) throw new Error('not inserted');
    // The pet alone names its owner; a client alone, itself; both, each.
    expect(await findStaffBookingParty(db, spaceId, { petId, clientId: null })).toEqual({
      pet: await findSpacePet(db, spaceId, petId),
      client: await findActiveSpaceClient(db, spaceId, clientId),
    });
    expect(await findStaffBookingParty(db, spaceId, { petId: dead.id, clientId })).toEqual({
      pet: await findSpacePet(db, spaceId, dead.id),
      client: await findActiveSpaceClient(db, spaceId, clientId),
    });
    expect((await findStaffBookingParty(db, spaceId, { petId: dead.id, clientId: null })).pet).toMatchObject({
      deceasedOn: '2025-05-01',
    });
    expect(await findStaffBookingParty(db, spaceId, { petId: null, clientId })).toEqual({
      pet: null,
      client: await findActiveSpaceClient(db, spaceId, clientId),
    });
    // Archived, unknown, or of another space: not found, as the two reads answer.
    expect(await findStaffBookingParty(db, spaceId, { petId: null, clientId: archived.id })).toEqual({
      pet: null,
      client: null,
    });
    expect(await findActiveSpaceClient(db, spaceId, archived.id)).toBeNull();
    expect(await findStaffBookingParty(db, outsiderSpaceId, { petId, clientId: null })).toEqual({
      pet: null,
      client: null,
    });
    expect(await findStaffBookingParty(db, spaceId, { petId: randomUUID(), clientId })).toEqual({
      pet: null,
      client: await findActiveSpaceClient(db, spaceId, clientId),
    });
  });

  it('the write answers the row findBookingRowAndSummary reads: a client record and its pet', async () => {
    const { db } = context.database;
    const booking = { ...newBooking('2026-04-14T11:00:00Z'), petId };
    const written = await db.transaction((tx) =>
      writeStaffBooking(tx, booking, { id: randomUUID(), clientId, newPet: null, manageToken: null }),
    );
    expect(written).toEqual((await findBookingRowAndSummary(db, written.id))?.row);
    expect(written).toMatchObject({
      clientId,
      petId,
      petAlerts: ['Muerde'],
      scheduleCustomPrice: '31.75',
    });
    // An earlier booking of the client (the one above) makes this one a returning client's.
    expect(written.isReturningClient).toBe(true);
  });

  it('the write answers the row findBookingRowAndSummary reads: a new contact and a new pet', async () => {
    const { db } = context.database;
    const booking = {
      ...newBooking('2026-04-14T12:00:00Z'),
      client: { name: 'Pablo Ruiz', email: 'pablo@example.com', phone: '+34600999888' },
      notes: 'Primera visita',
      reason: 'Vacuna',
      manageTokenHash: 'hash-of-the-link',
    };
    const written = await db.transaction((tx) =>
      writeStaffBooking(tx, booking, {
        id: randomUUID(),
        clientId: null,
        newPet: { name: 'Toby', species: 'gato' },
        manageToken: 'plain-token-of-the-link',
      }),
    );
    expect(written).toEqual((await findBookingRowAndSummary(db, written.id))?.row);
    expect(written).toMatchObject({
      petName: 'Toby',
      petSpecies: 'gato',
      petAlerts: [],
      notes: 'Primera visita',
    });
    expect(written.clientId).not.toBe(clientId);
    // Its e-mails are left as a draft for the outbox worker (decision 107): the link's token, who booked.
    expect(
      await db.select().from(bookingMessageDrafts).where(eq(bookingMessageDrafts.bookingId, written.id)),
    ).toEqual([
      {
        bookingId: written.id,
        manageToken: 'plain-token-of-the-link',
        petName: null,
        petSpecies: null,
        actorId: space.admin.user.id,
        createdAt: new Date('2026-03-02T08:00:00Z'),
      },
    ]);
    // The same contact again is the same client record, with no pet this time.
    const again = await db.transaction((tx) =>
      writeStaffBooking(
        tx,
        { ...booking, range: rangeAt('2026-04-14T13:00:00Z'), manageTokenHash: null },
        { id: randomUUID(), clientId: null, newPet: null, manageToken: null },
      ),
    );
    expect(again).toEqual((await findBookingRowAndSummary(db, again.id))?.row);
    expect(again).toMatchObject({ clientId: written.clientId, petId: null, isReturningClient: true });
  });

  it("finds a new contact's client by its phone only when the phone has enough digits", async () => {
    const { db } = context.database;
    const [longPhone, shortPhone] = await db
      .insert(clients)
      .values([
        { spaceId: space.spaceId, name: 'Pedro Teléfono', email: null, phone: '+34 611 555 666' },
        { spaceId: space.spaceId, name: 'Corto', email: null, phone: '12345' },
      ])
      .returning({ id: clients.id });
    if (!longPhone || !shortPhone) throw new Error('not inserted');
    const write = (start: string, client: { name: string; email: string; phone: string | null }) =>
      db.transaction((tx) =>
        writeStaffBooking(
          tx,
          { ...newBooking(start), client },
          { id: randomUUID(), clientId: null, newPet: null, manageToken: null },
        ),
      );
    // A new e-mail with the phone of a client record: that record (the oldest active one).
    const byPhone = await write('2026-04-28T09:00:00Z', {
      name: 'Pedro',
      email: 'pedro-nuevo@example.com',
      phone: '+34611555666',
    });
    expect(byPhone.clientId).toBe(longPhone.id);
    // Too few digits to tell a client by (MIN_MATCHING_PHONE_DIGITS), or no phone: a new record.
    const short = await write('2026-04-28T10:00:00Z', {
      name: 'Corto',
      email: 'corto@example.com',
      phone: '12345',
    });
    expect([longPhone.id, shortPhone.id]).not.toContain(short.clientId);
    const none = await write('2026-04-28T11:00:00Z', {
      name: 'Nadie',
      email: 'nadie@example.com',
      phone: null,
    });
    expect([longPhone.id, shortPhone.id, short.clientId]).not.toContain(none.clientId);
  });
});

function rangeAt(start: string) {
  const startAt = Date.parse(start);
  return { startAt, endAt: startAt + 30 * 60_000 };
}

function newBooking(start: string): Omit<NewBooking, 'clientId'> {
  return {
    spaceId: space.spaceId,
    serviceId,
    serviceScheduleId: scheduleId,
    hostId: space.admin.user.id,
    client: { name: 'Marta Núñez', email: 'marta@example.com', phone: '+34600123456' },
    service: {
      name: 'Consulta',
      price: '31.75',
      currency: 'EUR',
      duration: 30,
      bufferBefore: 0,
      bufferAfter: 0,
    },
    range: rangeAt(start),
    status: 'CONFIRMED',
    notes: null,
    source: 'INTERNAL',
    createdBy: space.admin.user.id,
    manageTokenHash: null,
    petId: null,
    reason: null,
    isOutsideSchedule: false,
    now: new Date('2026-03-02T08:00:00Z'),
  };
}
