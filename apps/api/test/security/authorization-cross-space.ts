import { waitlistRequests } from '@citavet/db/schema/waitlist';
import { eq } from 'drizzle-orm';
import { type Actor, absenceOf, type MatrixStage, type Method, overrideOf } from './authorization-stage';

// Cross-space cells: the ADMIN of space A names A in the path and an object of space B (another
// clinic's service, schedule, photo, absence, booking or member) in the path, the query or the body.
// Every such call must be refused (404: B's objects do not exist for A; 400 when a body names a
// host who is not a member of A; 403 for staff bookings, the spec's message) and change nothing.

type TwoSpaces = {
  spaceA: string;
  serviceA: string;
  scheduleA: string;
  spaceB: string;
  serviceB: string;
  scheduleB: string;
  mediaB: string;
  absenceB: string;
  /** B's own extra opening (decision 047). */
  overrideB: string;
  /** B's professional's own pause of online booking (decision 078). */
  pauseB: string;
  /** Someone on B's waitlist (decision 085). */
  waitlistB: string;
  bookingB: string;
  /** B's client and its pet (decision 030: a staff booking of A may not name them). */
  clientB: string;
  petB: string;
  /** The ADMIN of B, a member of B only. */
  memberB: Actor;
};

export type CrossSpaceCell = {
  name: string;
  method: Method;
  expected: number;
  build(stage: MatrixStage): Promise<{ actor: Actor; request: { url: string; payload?: object } }>;
};

let world: Promise<TwoSpaces> | undefined;

async function twoSpaces(stage: MatrixStage): Promise<TwoSpaces> {
  const { team } = stage;
  const agenda = await stage.agenda();
  const memberB = team.otherAdmin;
  const { spaceId: spaceB } = await stage.createSpace(memberB);
  const service = await stage.call<{ service: { id: string } }>(
    'POST',
    `/api/spaces/${spaceB}/services`,
    memberB,
    {
      name: stage.unique('Consulta B'),
      duration: 30,
      price: 20,
    },
  );
  const schedules = await stage.call<{ schedules: { id: string }[] }>(
    'POST',
    '/api/services/schedules/bulk',
    memberB,
    {
      serviceId: service.service.id,
      hostId: memberB.id,
      schedules: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
        dayOfWeek,
        startTime: '08:00',
        endTime: '20:00',
      })),
    },
  );
  const scheduleB = schedules.schedules[0]?.id ?? '';
  const form = await stage.mediaForm();
  const uploaded = await stage.call<{ media: { id: string }[] }>(
    'POST',
    `/api/spaces/${spaceB}/media`,
    memberB,
    form.payload,
    form.headers,
  );
  const absence = await stage.call<{ disabledDate: { id: string } }>(
    'POST',
    `/api/spaces/${spaceB}/disabled-dates`,
    memberB,
    absenceOf(memberB.id, '2026-07-01'),
  );
  const extraOpening = await stage.call<{ scheduleOverride: { id: string } }>(
    'POST',
    `/api/spaces/${spaceB}/schedule-overrides`,
    memberB,
    overrideOf(memberB.id, '2026-07-04'),
  );
  const { startTime, endTime } = stage.nextSlot();
  const booking = await stage.call<{ booking: { id: string } }>('POST', '/api/bookings/internal', memberB, {
    serviceScheduleId: scheduleB,
    startTime,
    endTime,
    clientInfo: { name: 'Cliente B' },
  });
  const clientB = await stage.call<{ client: { id: string } }>(
    'POST',
    `/api/spaces/${spaceB}/clients`,
    memberB,
    {
      name: 'Dueña B',
    },
  );
  const petB = await stage.call<{ pet: { id: string } }>(
    'POST',
    `/api/spaces/${spaceB}/clients/${clientB.client.id}/pets`,
    memberB,
    { name: 'Mascota B', species: 'gato' },
  );
  const pauseB = await stage.call<{ pause: { id: string } }>(
    'POST',
    `/api/spaces/${spaceB}/online-pauses`,
    memberB,
    { scope: 'SELF', length: '30m' },
  );
  await stage.call('POST', `/api/public/space/${spaceB}/service/${service.service.id}/waitlist`, null, {
    name: 'Espera B',
    email: 'espera-b@example.com',
    windows: [{ date: '2026-03-10', from: '09:00', to: '12:00' }],
    days: 30,
  });
  const [waitlistB] = await stage.context.database.db
    .select({ id: waitlistRequests.id })
    .from(waitlistRequests)
    .where(eq(waitlistRequests.spaceId, spaceB));
  return {
    spaceA: agenda.spaceId,
    serviceA: agenda.serviceId,
    scheduleA: agenda.hostScheduleId,
    spaceB,
    serviceB: service.service.id,
    scheduleB,
    mediaB: uploaded.media[0]?.id ?? '',
    absenceB: absence.disabledDate.id,
    overrideB: extraOpening.scheduleOverride.id,
    pauseB: pauseB.pause.id,
    waitlistB: waitlistB?.id ?? '',
    bookingB: booking.booking.id,
    clientB: clientB.client.id,
    petB: petB.pet.id,
    memberB,
  };
}

function cell(
  name: string,
  method: Method,
  expected: number,
  request: (ids: TwoSpaces, stage: MatrixStage) => { url: string; payload?: object },
): CrossSpaceCell {
  return {
    name,
    method,
    expected,
    async build(stage) {
      world ??= twoSpaces(stage);
      return { actor: stage.team.admin, request: request(await world, stage) };
    },
  };
}

export const CROSS_SPACE_CELLS: readonly CrossSpaceCell[] = [
  cell('PUT member role: B’s member under A', 'PUT', 404, (w) => ({
    url: `/api/spaces/${w.spaceA}/members/${w.memberB.id}/role`,
    payload: { role: 'ADMIN' },
  })),
  cell('PUT daily cap: B’s member under A', 'PUT', 404, (w) => ({
    url: `/api/spaces/${w.spaceA}/members/${w.memberB.id}/daily-cap`,
    payload: { dailyCap: 1 },
  })),
  cell('DELETE member: B’s member under A', 'DELETE', 404, (w) => ({
    url: `/api/spaces/${w.spaceA}/members/${w.memberB.id}`,
  })),
  cell('GET media item of B under A', 'GET', 404, (w) => ({
    url: `/api/spaces/${w.spaceA}/media/${w.mediaB}`,
  })),
  cell('PUT media item of B under A', 'PUT', 404, (w) => ({
    url: `/api/spaces/${w.spaceA}/media/${w.mediaB}`,
    payload: { description: 'Ajena' },
  })),
  cell('DELETE media item of B under A', 'DELETE', 404, (w) => ({
    url: `/api/spaces/${w.spaceA}/media/${w.mediaB}`,
  })),
  cell('DELETE many media: B’s id in the body', 'DELETE', 404, (w) => ({
    url: `/api/spaces/${w.spaceA}/media`,
    payload: { mediaIds: [w.mediaB] },
  })),
  cell('PUT reorder media: B’s id in the body', 'PUT', 404, (w) => ({
    url: `/api/spaces/${w.spaceA}/media/reorder`,
    payload: { mediaIds: [w.mediaB] },
  })),
  cell('PUT disabled date of B under A', 'PUT', 404, (w) => ({
    url: `/api/spaces/${w.spaceA}/disabled-dates/${w.absenceB}`,
    payload: absenceOf(w.memberB.id, '2026-07-02'),
  })),
  cell('DELETE disabled date of B under A', 'DELETE', 404, (w) => ({
    url: `/api/spaces/${w.spaceA}/disabled-dates/${w.absenceB}`,
  })),
  cell('POST disabled date in A for B’s host', 'POST', 400, (w) => ({
    url: `/api/spaces/${w.spaceA}/disabled-dates`,
    payload: absenceOf(w.memberB.id, '2026-07-03'),
  })),
  cell('PUT schedule override of B under A', 'PUT', 404, (w) => ({
    url: `/api/spaces/${w.spaceA}/schedule-overrides/${w.overrideB}`,
    payload: overrideOf(null, '2026-07-05'),
  })),
  cell('DELETE schedule override of B under A', 'DELETE', 404, (w) => ({
    url: `/api/spaces/${w.spaceA}/schedule-overrides/${w.overrideB}`,
  })),
  cell('POST resume of B’s online pause under A', 'POST', 404, (w) => ({
    url: `/api/spaces/${w.spaceA}/online-pauses/${w.pauseB}/resume`,
  })),
  cell('POST schedule override in A for B’s host', 'POST', 400, (w) => ({
    url: `/api/spaces/${w.spaceA}/schedule-overrides`,
    payload: overrideOf(w.memberB.id, '2026-07-06'),
  })),
  cell('GET disabled-date check in A for B’s host', 'GET', 400, (w) => ({
    url: `/api/spaces/${w.spaceA}/disabled-dates/check?hostId=${w.memberB.id}&dateTime=2026-07-01T10:00`,
  })),
  cell('GET available slots: A with B’s service', 'GET', 404, (w, stage) => ({
    url: `/api/public/space/${w.spaceA}/service/${w.serviceB}/host/${stage.team.host.id}/available-slots?fromDate=2026-03-03&toDate=2026-03-04`,
  })),
  cell('GET next available: A with B’s service and host', 'GET', 404, (w) => ({
    url: `/api/public/space/${w.spaceA}/service/${w.serviceB}/host/${w.memberB.id}/next-available`,
  })),
  cell('GET available slots: A’s service with B’s host', 'GET', 404, (w) => ({
    url: `/api/public/space/${w.spaceA}/service/${w.serviceA}/host/${w.memberB.id}/available-slots?fromDate=2026-03-03&toDate=2026-03-04`,
  })),
  cell('GET any-host slots: A with B’s service', 'GET', 404, (w) => ({
    url: `/api/public/space/${w.spaceA}/service/${w.serviceB}/any-host/available-slots?fromDate=2026-03-03&toDate=2026-03-04`,
  })),
  cell('GET any-host next available: A with B’s service', 'GET', 404, (w) => ({
    url: `/api/public/space/${w.spaceA}/service/${w.serviceB}/any-host/next-available`,
  })),
  cell('DELETE B’s waitlist request under A', 'DELETE', 404, (w) => ({
    url: `/api/spaces/${w.spaceA}/waitlist/${w.waitlistB}`,
  })),
  cell('POST an offer to B’s waitlist request under A', 'POST', 404, (w, stage) => ({
    url: `/api/spaces/${w.spaceA}/waitlist/${w.waitlistB}/offers`,
    payload: {
      hostId: stage.team.host.id,
      startAt: '2026-03-10T09:00:00.000Z',
      endAt: '2026-03-10T09:30:00.000Z',
    },
  })),
  cell('POST waitlist: A with B’s service', 'POST', 404, (w) => ({
    url: `/api/public/space/${w.spaceA}/service/${w.serviceB}/waitlist`,
    payload: {
      name: 'Ana Espera',
      email: 'cruce@example.com',
      windows: [{ date: '2026-03-10', from: '09:00', to: '12:00' }],
      days: 7,
    },
  })),
  cell('POST waitlist: A’s service with B’s host', 'POST', 404, (w) => ({
    url: `/api/public/space/${w.spaceA}/service/${w.serviceA}/waitlist`,
    payload: {
      hostId: w.memberB.id,
      name: 'Ana Espera',
      email: 'cruce@example.com',
      windows: [{ date: '2026-03-10', from: '09:00', to: '12:00' }],
      days: 7,
    },
  })),
  cell('POST any-host booking: A with B’s service', 'POST', 404, (w) => ({
    url: '/api/bookings/public/any-host',
    payload: {
      spaceId: w.spaceA,
      serviceId: w.serviceB,
      startTime: '2026-03-10T10:00',
      endTime: '2026-03-10T10:30',
      clientInfo: { name: 'Lucía Pública', email: 'cruce@example.com' },
    },
  })),
  cell('POST schedule on A’s service for B’s host', 'POST', 400, (w) => ({
    url: `/api/services/${w.serviceA}/schedules`,
    payload: { hostId: w.memberB.id, dayOfWeek: 1, startTime: '06:00', endTime: '07:00' },
  })),
  cell('POST bulk schedules: A’s service, B’s host', 'POST', 400, (w) => ({
    url: '/api/services/schedules/bulk',
    payload: {
      serviceId: w.serviceA,
      hostId: w.memberB.id,
      schedules: [{ dayOfWeek: 2, startTime: '06:00', endTime: '07:00' }],
    },
  })),
  cell('POST bulk schedules: B’s service, A’s host', 'POST', 404, (w, stage) => ({
    url: '/api/services/schedules/bulk',
    payload: {
      serviceId: w.serviceB,
      hostId: stage.team.host.id,
      schedules: [{ dayOfWeek: 2, startTime: '06:00', endTime: '07:00' }],
    },
  })),
  cell('PUT A’s schedule onto B’s host', 'PUT', 400, (w) => ({
    url: `/api/schedules/${w.scheduleA}`,
    payload: { hostId: w.memberB.id },
  })),
  cell('POST internal booking on B’s schedule', 'POST', 403, (w, stage) => {
    const { startTime, endTime } = stage.nextSlot();
    return {
      url: '/api/bookings/internal',
      payload: { serviceScheduleId: w.scheduleB, startTime, endTime, clientInfo: { name: 'X' } },
    };
  }),
  cell('POST internal booking on A’s schedule for B’s client', 'POST', 404, (w, stage) => {
    const { startTime, endTime } = stage.nextSlot();
    return {
      url: '/api/bookings/internal',
      payload: { serviceScheduleId: w.scheduleA, startTime, endTime, clientId: w.clientB },
    };
  }),
  cell('POST internal booking on A’s schedule for B’s pet', 'POST', 404, (w, stage) => {
    const { startTime, endTime } = stage.nextSlot();
    return {
      url: '/api/bookings/internal',
      payload: { serviceScheduleId: w.scheduleA, startTime, endTime, petId: w.petB },
    };
  }),
  cell('POST host-create booking on A’s schedule for B’s pet', 'POST', 404, (w, stage) => {
    const { startTime, endTime } = stage.nextSlot();
    return {
      url: '/api/bookings/host-create',
      payload: { serviceScheduleId: w.scheduleA, startTime, endTime, petId: w.petB },
    };
  }),
  cell('POST host-create booking on B’s schedule', 'POST', 403, (w, stage) => {
    const { startTime, endTime } = stage.nextSlot();
    return {
      url: '/api/bookings/host-create',
      payload: { serviceScheduleId: w.scheduleB, startTime, endTime, clientInfo: { name: 'X' } },
    };
  }),
  cell('GET availability of B’s host in A', 'GET', 404, (w) => ({
    url: `/api/bookings/host/${w.memberB.id}/availability?spaceId=${w.spaceA}&date=2026-03-03`,
  })),
  cell('POST skip-invitations for B', 'POST', 404, (w) => ({
    url: '/api/setup/skip-invitations',
    payload: { spaceId: w.spaceB },
  })),
  cell('POST reassign B’s booking under A', 'POST', 404, (w, stage) => ({
    url: `/api/spaces/${w.spaceA}/orphaned-bookings/${w.bookingB}/reassign`,
    payload: { hostId: stage.team.host.id },
  })),
  cell('GET B’s booking by id', 'GET', 404, (w) => ({ url: `/api/bookings/${w.bookingB}` })),
  cell('PUT cancel B’s booking', 'PUT', 404, (w) => ({
    url: `/api/bookings/${w.bookingB}/cancel`,
    payload: {},
  })),
  cell('GET B’s service by id', 'GET', 404, (w) => ({ url: `/api/services/${w.serviceB}` })),
  cell('PUT B’s service by id', 'PUT', 404, (w) => ({
    url: `/api/services/${w.serviceB}`,
    payload: { price: 1 },
  })),
  cell('PUT B’s schedule by id', 'PUT', 404, (w) => ({
    url: `/api/schedules/${w.scheduleB}`,
    payload: { endTime: '19:00' },
  })),
  cell('GET reports of A filtered by B’s service', 'GET', 404, (w) => ({
    url: `/api/spaces/${w.spaceA}/reports/summary?from=2026-03-01&to=2026-03-31&serviceId=${w.serviceB}`,
  })),
  cell('GET reports of A filtered by B’s member', 'GET', 404, (w) => ({
    url: `/api/spaces/${w.spaceA}/reports/occupancy?from=2026-03-01&to=2026-03-31&hostId=${w.memberB.id}`,
  })),
  // Charges: B's charge named under A, and B's client named in A's charge (decision 071).
  {
    name: 'GET B’s charge under A',
    method: 'GET',
    expected: 404,
    async build(stage) {
      const ids = await chargeOfB(stage);
      return {
        actor: stage.team.admin,
        request: { url: `/api/spaces/${ids.spaceA}/charges/${ids.chargeB}` },
      };
    },
  },
  {
    name: 'POST a payment on B’s charge under A',
    method: 'POST',
    expected: 404,
    async build(stage) {
      const ids = await chargeOfB(stage);
      return {
        actor: stage.team.admin,
        request: {
          url: `/api/spaces/${ids.spaceA}/charges/${ids.chargeB}/payments`,
          payload: { method: 'CASH', amount: 1 },
        },
      };
    },
  },
  {
    name: 'POST a charge of A for B’s client',
    method: 'POST',
    expected: 404,
    async build(stage) {
      world ??= twoSpaces(stage);
      const w = await world;
      return {
        actor: stage.team.admin,
        request: {
          url: `/api/spaces/${w.spaceA}/charges`,
          payload: {
            clientId: w.clientB,
            lines: [{ kind: 'PRODUCT', description: 'Pipeta', quantity: 1, unitPrice: 100, taxRateBp: 0 }],
          },
        },
      };
    },
  },
];

let chargeB: Promise<{ spaceA: string; chargeB: string }> | undefined;

/** A charge of space B, made by B's ADMIN. */
function chargeOfB(stage: MatrixStage) {
  chargeB ??= (async () => {
    world ??= twoSpaces(stage);
    const w = await world;
    const { charge } = await stage.call<{ charge: { id: string } }>(
      'POST',
      `/api/spaces/${w.spaceB}/charges`,
      w.memberB,
      {
        clientId: w.clientB,
        lines: [{ kind: 'PRODUCT', description: 'Pipeta', quantity: 1, unitPrice: 100, taxRateBp: 0 }],
      },
    );
    return { spaceA: w.spaceA, chargeB: charge.id };
  })();
  return chargeB;
}
