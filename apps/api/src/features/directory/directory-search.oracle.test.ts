import { bookings, disabledDates } from '@citavet/db/schema/bookings';
import { scheduleDateOverrides } from '@citavet/db/schema/services';
import { spaces } from '@citavet/db/schema/spaces';
import { distanceKm } from '@citavet/domain/public/directory-search';
import { foldSearchText } from '@citavet/domain/public/search-text';
import { addDays, startOfLocalDay } from '@citavet/domain/time/zoned-time';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerTestUser, type TestContext } from '../../test/test-app';
import { insertMember, insertSchedule, insertService, insertSpace } from '../bookings/bookings.test-support';
import {
  isOpenByWallClock,
  type OracleDisabled,
  type OracleOverride,
  type OracleWeekly,
} from './open-now-oracle.test-support';

// The directory search against a brute-force oracle on random clinics: every clinic is
// checked one by one — text, distance and radius, category, species, open now, available today or
// this week — and sorted; the next slot of each is the public engine's own answer (next-available of
// every service and host, earliest first; with a category, of that category's services only), with steps, buffers, daily caps and date overrides. Pages are walked with the cursor to the end.
// Open now is read off each professional's wall clock with the clinic's and their own date overrides
// and disabled dates (decision 063), at several instants over a day and a half.

const ZONES = ['Europe/Madrid', 'America/Mexico_City', 'Pacific/Auckland'];
const CITIES = ['Madrid', 'Toledo', 'Ávila', 'Segovia'];
const WORDS = ['Patitas', 'Huellas', 'Bigotes', 'Colitas', 'Garras', 'Plumas', 'Hocico', 'Zarpa'];
const SERVICE_NAMES = ['Consulta general', 'Vacunación', 'Cirugía menor', 'Peluquería', 'Urgencias'];
const CATEGORIES = ['consulta', 'cirugia', 'vacunacion', 'emergencia', 'estetica', null] as const;
const SPECIES = ['perro', 'gato', 'ave', 'conejo', 'reptil'] as const;
const RANGES: [string, string][] = [
  ['08:00', '12:00'],
  ['09:30', '14:00'],
  ['16:00', '19:30'],
  ['00:00', '23:59'],
  ['20:00', '23:00'],
];

type Clinic = {
  id: string;
  name: string;
  city: string;
  timeZone: string;
  latitude: number | null;
  longitude: number | null;
  species: string[];
  isListed: boolean;
  pairs: { serviceId: string; hostId: string; category: string | null }[];
  searchText: string;
  categories: string[];
  hostIds: string[];
  weekly: OracleWeekly[];
  overrides: OracleOverride[];
  disabled: OracleDisabled[];
};

let context: TestContext;
const clinics: Clinic[] = [];

beforeAll(async () => {
  context = await createTestContext({ clockStart: '2026-03-10T09:17:00.000Z' });
  const db = context.database.db;
  const hosts = await Promise.all(
    ['Ana', 'Bruno', 'Carla', 'Dani'].map((name) => registerTestUser(context.app, { name })),
  );
  const world = fc.sample(
    fc.array(
      fc.record({
        words: fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...WORDS)),
        city: fc.constantFrom(...CITIES),
        zone: fc.constantFrom(...ZONES),
        point: fc.option(
          fc.tuple(
            fc.double({ min: 39.2, max: 41.6, noNaN: true }),
            fc.double({ min: -5.2, max: -2.3, noNaN: true }),
          ),
          { freq: 8 },
        ),
        species: fc.subarray([...SPECIES]),
        hasRoute: fc.integer({ min: 0, max: 4 }).map((value) => value > 0),
        services: fc.array(
          fc.record({
            name: fc.constantFrom(...SERVICE_NAMES),
            category: fc.constantFrom(...CATEGORIES),
            duration: fc.constantFrom(20, 30, 45),
            minAdvanceBooking: fc.constantFrom(0, 0, 2, 30),
            isBookable: fc.integer({ min: 0, max: 6 }).map((value) => value > 0),
            hosts: fc.subarray([0, 1, 2, 3], { minLength: 1, maxLength: 2 }),
            days: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 3 }),
            range: fc.constantFrom(...RANGES),
            // What the public page's engine also reads (decisions 046–048): the directory must agree.
            slotStep: fc.constantFrom(null, null, 15),
            bufferBefore: fc.constantFrom(0, 0, 10),
            bufferAfter: fc.constantFrom(0, 15),
            dailyCap: fc.constantFrom(null, null, null, 1),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        // Mostly on the days the checks run (10–11 March), clinic-wide or one professional's own.
        dateOverrides: fc.array(
          fc.record({
            kind: fc.constantFrom('ADD' as const, 'REPLACE' as const),
            dayOffset: fc.constantFrom(0, 0, 1, 1, 2, 5),
            range: fc.constantFrom(
              ['10:00', '12:00'],
              ['18:00', '24:00'],
              ['00:00', '09:30'],
              ['14:00', '16:00'],
            ),
            hostIndex: fc.option(fc.integer({ min: 0, max: 3 }), { freq: 2 }),
          }),
          { maxLength: 2 },
        ),
        disabledDate: fc.option(
          fc.record({
            isAllDay: fc.boolean(),
            dayOffset: fc.constantFrom(0, 1),
            // A partial entry: from 00:00, 06:00, 12:00 or 18:00 UTC of that day, for 2 to 8 hours.
            startHour: fc.constantFrom(0, 6, 12, 18),
            hours: fc.integer({ min: 2, max: 8 }),
            hostIndex: fc.option(fc.integer({ min: 0, max: 3 }), { freq: 2 }),
          }),
          { freq: 3 },
        ),
      }),
      { minLength: 28, maxLength: 28 },
    ),
    { seed: 19, numRuns: 1 },
  )[0];
  for (const [index, spec] of (world ?? []).entries()) {
    const name = `${spec.words[0]} ${spec.words[1]} ${index}`;
    const id = await insertSpace(db, { timeZone: spec.zone, name });
    await db
      .update(spaces)
      .set({
        route: spec.hasRoute ? `clinica-${index}` : null,
        city: spec.city,
        latitude: spec.point?.[0] ?? null,
        longitude: spec.point?.[1] ?? null,
        speciesAttended: spec.species,
      })
      .where(eq(spaces.id, id));
    const memberHosts = new Set(spec.services.flatMap((service) => service.hosts));
    for (const host of memberHosts) await insertMember(db, id, hosts[host]?.user.id ?? '', 'MEMBER');
    const clinic: Clinic = {
      id,
      name,
      city: spec.city,
      timeZone: spec.zone,
      latitude: spec.point?.[0] ?? null,
      longitude: spec.point?.[1] ?? null,
      species: spec.species,
      isListed: false,
      pairs: [],
      searchText: '',
      categories: [],
      hostIds: [],
      weekly: [],
      overrides: [],
      disabled: [],
    };
    const listedNames: string[] = [];
    const emergencyWeekly: OracleWeekly[] = [];
    for (const service of spec.services) {
      const serviceId = await insertService(db, id, {
        name: service.name,
        category: service.category,
        duration: service.duration,
        minAdvanceBooking: service.minAdvanceBooking,
        isBookableByClients: service.isBookable,
        slotStep: service.slotStep,
        bufferBefore: service.bufferBefore,
        bufferAfter: service.bufferAfter,
        dailyCap: service.dailyCap,
      });
      for (const host of service.hosts) {
        const hostId = hosts[host]?.user.id ?? '';
        for (const dayOfWeek of service.days) {
          await insertSchedule(db, {
            serviceId,
            hostId,
            dayOfWeek,
            startTime: service.range[0],
            endTime: service.range[1],
          });
          if (service.isBookable) {
            // 'Abierto ahora' speaks of consultations; emergencies only in a clinic of nothing else.
            (service.category === 'emergencia' ? emergencyWeekly : clinic.weekly).push({
              hostId,
              dayOfWeek,
              startTime: service.range[0],
              endTime: service.range[1],
            });
          }
        }
        if (service.isBookable) clinic.pairs.push({ serviceId, hostId, category: service.category ?? null });
      }
      if (service.isBookable) {
        listedNames.push(service.name);
        if (service.category) clinic.categories.push(service.category);
      }
    }
    if (clinic.weekly.length === 0) clinic.weekly.push(...emergencyWeekly);
    const memberHostId = (index: number | null) => {
      const members = [...memberHosts];
      return index === null ? null : (hosts[members[index % members.length] ?? 0]?.user.id ?? null);
    };
    for (const override of spec.dateOverrides) {
      const entry: OracleOverride = {
        hostId: memberHostId(override.hostIndex),
        date: addDays('2026-03-10', override.dayOffset),
        kind: override.kind,
        startTime: override.range[0],
        endTime: override.range[1],
      };
      await db.insert(scheduleDateOverrides).values({ spaceId: id, ...entry });
      clinic.overrides.push(entry);
    }
    if (spec.disabledDate) {
      const { isAllDay, dayOffset, startHour, hours, hostIndex } = spec.disabledDate;
      const hostId = memberHostId(hostIndex);
      const day = addDays('2026-03-10', dayOffset);
      const startAt = Date.parse(`${day}T00:00:00Z`) + startHour * 3_600_000;
      const bounds = isAllDay
        ? { startDay: day, endDay: day }
        : { startAt: new Date(startAt), endAt: new Date(startAt + hours * 3_600_000) };
      await db.insert(disabledDates).values({
        spaceId: id,
        scope: hostId ? 'HOST' : 'SPACE',
        hostId,
        isAllDay,
        ...bounds,
        title: 'Cerrado',
        reason: 'Festivo',
      });
      clinic.disabled.push(
        isAllDay
          ? {
              hostId,
              startAt: startOfLocalDay(day, spec.zone),
              endAt: startOfLocalDay(addDays(day, 1), spec.zone),
            }
          : { hostId, startAt, endAt: startAt + hours * 3_600_000 },
      );
    }
    clinic.isListed = spec.hasRoute && clinic.pairs.length > 0;
    clinic.hostIds = [...new Set(clinic.pairs.map((pair) => pair.hostId))];
    clinic.searchText = foldSearchText([name, spec.city, ...listedNames, ...clinic.categories].join(' | '));
    clinics.push(clinic);
  }
  // Bookings take the hosts' time in every space they work in.
  const start = Date.parse('2026-03-10T09:00:00.000Z');
  for (let index = 0; index < 60; index++) {
    const clinic = clinics[index % clinics.length];
    const pair = clinic?.pairs[index % Math.max(1, clinic.pairs.length)];
    if (!clinic || !pair) continue;
    const startAt = new Date(start + ((index * 7919) % (6 * 24 * 4)) * 15 * 60_000);
    // A day already at its cap refuses the next booking (decision 048): that booking is not made.
    await db
      .insert(bookings)
      .values({
        spaceId: clinic.id,
        serviceId: pair.serviceId,
        hostId: pair.hostId,
        clientName: 'Cliente',
        serviceName: 'Servicio',
        serviceDuration: 60,
        // Booked without buffers so the fixed pattern never overlaps; the candidates' buffers still apply.
        bufferBefore: 0,
        bufferAfter: 0,
        startAt,
        endAt: new Date(startAt.getTime() + 60 * 60_000),
        status: index % 5 === 0 ? 'CANCELLED' : 'CONFIRMED',
        source: 'INTERNAL',
      })
      .catch((error: { cause?: { code?: string } }) => {
        if (error.cause?.code !== 'CV001') throw error;
      });
  }
}, 240_000);
afterAll(async () => {
  await context.close();
});

type Answer = {
  id: string;
  distanceKm: number | null;
  isOpenNow: boolean;
  nextSlot: Slot | null;
};

type Slot = { startAt: string; date: string; serviceId: string; hostId: string };

/**
 * The engine's answers, asked once per clinic, category, instant and state of the bookings: the
 * oracle asks the same question of every clinic for each of its queries, and the engine answers it
 * the same until the clock moves or a booking is written (`bookingsWritten` counts those).
 */
const nextSlotAnswers = new Map<string, Promise<Slot | null>>();
let bookingsWritten = 0;

/** The earliest slot the engine offers over the clinic's services (of the category, when given). */
function engineNextSlot(clinic: Clinic, category?: string): Promise<Slot | null> {
  const key = [clinic.id, category ?? '', context.clock.now().getTime(), bookingsWritten].join('|');
  let answer = nextSlotAnswers.get(key);
  if (!answer) {
    answer = askEngineNextSlot(clinic, category);
    nextSlotAnswers.set(key, answer);
  }
  return answer;
}

async function askEngineNextSlot(clinic: Clinic, category?: string): Promise<Slot | null> {
  let best: Slot | null = null;
  for (const { category: pairCategory, ...pair } of clinic.pairs) {
    if (category !== undefined && pairCategory !== category) continue;
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/public/space/${clinic.id}/service/${pair.serviceId}/host/${pair.hostId}/next-available?limit=1&maxDaysAhead=14`,
    });
    expect(response.statusCode).toBe(200);
    const [slot] = response.json().data.availableSlots as { startAt: string; date: string }[];
    if (!slot) continue;
    const candidate = { startAt: slot.startAt, date: slot.date, ...pair };
    const isEarlier =
      best === null ||
      candidate.startAt < best.startAt ||
      (candidate.startAt === best.startAt &&
        (candidate.serviceId < best.serviceId ||
          (candidate.serviceId === best.serviceId && candidate.hostId < best.hostId)));
    if (isEarlier) best = candidate;
  }
  return best;
}

type Query = {
  q?: string;
  near?: { lat: number; lng: number; radiusKm: number };
  category?: string;
  species?: string;
  available?: 'hoy' | 'semana';
  openNow?: boolean;
  limit: number;
};

async function oracle(query: Query): Promise<Answer[]> {
  const now = context.clock.now().getTime();
  const answers: (Answer & { sortName: string })[] = [];
  for (const clinic of clinics.filter((candidate) => candidate.isListed)) {
    if (query.q && !clinic.searchText.includes(foldSearchText(query.q))) continue;
    if (query.category && !clinic.categories.includes(query.category)) continue;
    if (query.species && !clinic.species.includes(query.species)) continue;
    let distance: number | null = null;
    if (query.near) {
      if (clinic.latitude === null || clinic.longitude === null) continue;
      distance = distanceKm(
        { latitude: query.near.lat, longitude: query.near.lng },
        { latitude: clinic.latitude, longitude: clinic.longitude },
      );
      if (distance > query.near.radiusKm) continue;
    }
    const isOpenNow = isOpenByWallClock(clinic, now);
    if (query.openNow && !isOpenNow) continue;
    const nextSlot = await engineNextSlot(clinic, query.category);
    if (query.available) {
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: clinic.timeZone }).format(now);
      const weekEnd = new Date(Date.parse(`${today}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
      if (!nextSlot) continue;
      if (query.available === 'hoy' && nextSlot.date !== today) continue;
      if (query.available === 'semana' && !(nextSlot.date >= today && nextSlot.date < weekEnd)) continue;
    }
    answers.push({
      id: clinic.id,
      distanceKm: distance,
      isOpenNow,
      nextSlot,
      sortName: foldSearchText(clinic.name),
    });
  }
  const key = (answer: (typeof answers)[number]) => answer.id;
  answers.sort((first, second) =>
    query.near
      ? (first.distanceKm ?? 0) - (second.distanceKm ?? 0) || (key(first) < key(second) ? -1 : 1)
      : first.sortName < second.sortName
        ? -1
        : first.sortName > second.sortName
          ? 1
          : key(first) < key(second)
            ? -1
            : 1,
  );
  return answers.map(({ sortName: _sortName, ...answer }) => answer);
}

async function search(query: Query): Promise<Answer[]> {
  const parameters = new URLSearchParams({ limit: String(query.limit) });
  if (query.q) parameters.set('q', query.q);
  if (query.near) {
    parameters.set('lat', String(query.near.lat));
    parameters.set('lng', String(query.near.lng));
    parameters.set('radiusKm', String(query.near.radiusKm));
  }
  if (query.category) parameters.set('category', query.category);
  if (query.species) parameters.set('species', query.species);
  if (query.available) parameters.set('available', query.available);
  if (query.openNow) parameters.set('openNow', 'true');
  const found: Answer[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 40; page++) {
    if (cursor) parameters.set('cursor', cursor);
    const response = await context.app.inject({ method: 'GET', url: `/api/directory/spaces?${parameters}` });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as { spaces: Answer[]; nextCursor: string | null };
    expect(data.spaces.length).toBeLessThanOrEqual(query.limit);
    found.push(
      ...data.spaces.map((space) => ({
        id: space.id,
        distanceKm: space.distanceKm,
        isOpenNow: space.isOpenNow,
        nextSlot: space.nextSlot
          ? {
              startAt: space.nextSlot.startAt,
              date: space.nextSlot.date,
              serviceId: space.nextSlot.serviceId,
              hostId: space.nextSlot.hostId,
            }
          : null,
      })),
    );
    cursor = data.nextCursor;
    if (!cursor) break;
  }
  return found;
}

/** Present one time in three: most random queries then still find clinics. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });

const queryArbitrary: fc.Arbitrary<Query> = fc
  .record({
    q: sometimes(
      fc.constantFrom('patitas', 'HUELLAS', 'toledo', 'ávila', 'vacunacion', 'cirug', 'zarpa 1', 'xyz'),
    ),
    near: sometimes(
      fc.record({
        lat: fc.integer({ min: 39_500, max: 41_300 }).map((value) => value / 1_000),
        lng: fc.integer({ min: -4_900, max: -2_600 }).map((value) => value / 1_000),
        radiusKm: fc.constantFrom(20, 60, 150, 500),
      }),
    ),
    category: sometimes(fc.constantFrom('consulta', 'cirugia', 'vacunacion', 'emergencia', 'estetica')),
    species: sometimes(fc.constantFrom(...SPECIES)),
    available: sometimes(fc.constantFrom('hoy' as const, 'semana' as const)),
    openNow: sometimes(fc.constant(true)),
    limit: fc.integer({ min: 1, max: 8 }),
  })
  .map(
    (query) => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Query,
  );

describe('directory search against the brute-force oracle', () => {
  const results: number[] = [];
  const check = async (query: Query) => {
    const expected = await oracle(query);
    const actual = await search(query);
    results.push(expected.length);
    expect(
      actual.map((answer) => answer.id),
      JSON.stringify(query),
    ).toEqual(expected.map((answer) => answer.id));
    actual.forEach((answer, index) => {
      const wanted = expected[index];
      expect(answer.isOpenNow).toBe(wanted?.isOpenNow);
      expect(answer.nextSlot).toEqual(wanted?.nextSlot);
      if (wanted?.distanceKm === null) expect(answer.distanceKm).toBeNull();
      else expect(answer.distanceKm).toBeCloseTo(wanted?.distanceKm ?? Number.NaN, 6);
    });
  };

  it('lists every listed clinic by name, each with the engine’s next slot', async () => {
    expect(clinics.filter((clinic) => clinic.isListed).length).toBeGreaterThan(15);
    await check({ limit: 5 });
  });

  it('agrees on random queries', async () => {
    await fc.assert(fc.asyncProperty(queryArbitrary, check), { numRuns: 60, seed: 1919 });
    // The random queries must exercise something: most find clinics, several find more than a page.
    expect(results.filter((count) => count > 0).length).toBeGreaterThan(30);
    expect(results.filter((count) => count > 8).length).toBeGreaterThan(5);
  }, 180_000);

  it('shows, with a category, the next slot of a service of that category', async () => {
    let differing = 0;
    for (const category of ['consulta', 'cirugia', 'vacunacion', 'emergencia', 'estetica']) {
      await check({ category, limit: 8 });
      await check({ category, available: 'semana', limit: 8 });
      for (const clinic of clinics.filter((each) => each.isListed && each.categories.includes(category))) {
        const [overall, ofCategory] = [await engineNextSlot(clinic), await engineNextSlot(clinic, category)];
        if (overall?.serviceId !== ofCategory?.serviceId) differing += 1;
      }
    }
    // The world has clinics whose next slot overall is another category's: the filter must matter.
    expect(differing).toBeGreaterThan(3);
  }, 180_000);

  it('agrees after time passes (expired entries are recomputed) and after a booking', async () => {
    context.clock.advance(5 * 60 * 60_000 + 11 * 60_000);
    await check({ limit: 7 });
    await check({ available: 'hoy', limit: 3 });
    const clinic = clinics.find((candidate) => candidate.isListed && candidate.pairs.length === 1);
    const pair = clinic?.pairs[0];
    const before = clinic ? await engineNextSlot(clinic) : null;
    if (clinic && pair && before) {
      await context.database.db.insert(bookings).values({
        spaceId: clinic.id,
        serviceId: pair.serviceId,
        hostId: pair.hostId,
        clientName: 'Cliente',
        serviceName: 'Servicio',
        serviceDuration: 30,
        startAt: new Date(before.startAt),
        endAt: new Date(Date.parse(before.startAt) + 30 * 60_000),
        status: 'CONFIRMED',
        source: 'PUBLIC',
      });
      bookingsWritten += 1;
      const after = await engineNextSlot(clinic);
      expect(after?.startAt).not.toBe(before.startAt);
    }
    await check({ limit: 30 });
  }, 120_000);

  it('agrees on open now through a day and a half: overrides, disabled dates, local midnights', async () => {
    // From 14:28Z on 10 March to 11 March late: every zone's midnight passes, entries expire late.
    const openCounts: number[] = [];
    for (let step = 0; step < 10; step++) {
      context.clock.advance(3 * 60 * 60_000 + 7 * 60_000);
      const expected = await oracle({ openNow: true, limit: 30 });
      openCounts.push(expected.length);
      await check({ openNow: true, limit: 30 });
    }
    const listed = clinics.filter((clinic) => clinic.isListed).length;
    expect(openCounts.some((count) => count > 0 && count < listed)).toBe(true);
  }, 180_000);
});
