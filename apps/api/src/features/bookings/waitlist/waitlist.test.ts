import { bookings } from '@citavet/db/schema/bookings';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { services } from '@citavet/db/schema/services';
import { waitlistOffers, waitlistRequests } from '@citavet/db/schema/waitlist';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../app-dependencies';
import { bearer, createTestContext, type TestContext } from '../../../test/test-app';
import { scheduleOf } from '../bookings.test-support';
import {
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
  tokenOf,
} from '../public/public-booking.test-support';
import { sweepWaitlist } from './offer-freed-slots';

// The waitlist (docs/decisions/085-waitlist.md). Clock: Monday 2026-03-02 08:00Z, 09:00 in Madrid;
// both professionals offer 30-minute slots 08:00–20:00 every day.
const RATE_LIMITS = { ...DEFAULT_RATE_LIMITS, registerPerMinute: 10_000, publicBookingPerMinute: 10_000 };
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ config: { rateLimits: RATE_LIMITS } });
});
afterAll(async () => {
  await context.close();
});

const TODAY = '2026-03-02';
const START = '2026-03-02T08:00:00.000Z';
const sweep = () =>
  sweepWaitlist({
    database: context.database,
    clock: context.clock,
    config: { publicUrl: 'http://citavet.test' },
  });

function join(space: PublicSpaceSetup, body: object, serviceId = space.serviceId, spaceId = space.spaceId) {
  return context.app.inject({
    method: 'POST',
    url: `/api/public/space/${spaceId}/service/${serviceId}/waitlist`,
    payload: body,
  });
}

const request = (overrides: object = {}) => ({
  name: 'Ana Espera',
  email: 'ana@example.com',
  petName: 'Toby',
  species: 'perro',
  windows: [{ date: TODAY, from: '10:00', to: '12:00' }],
  days: 7,
  ...overrides,
});

const confirm = (token: string) =>
  context.app.inject({
    method: 'POST',
    url: `/api/public/waitlist/offers/${encodeURIComponent(token)}/confirm`,
  });

/** The member's 10:00 slot booked by someone, then the slot given back by its manage link. */
async function bookTen(space: PublicSpaceSetup, email = 'lucia@example.com') {
  const response = await postPublicBooking(
    context.app,
    publicBookingBody(scheduleOf(space.memberSchedules, 1), `${TODAY}T10:00`, `${TODAY}T10:30`, {
      name: 'Lucía Cliente',
      email,
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.booking as { id: string; managePath: string };
}

async function cancelByLink(managePath: string) {
  const response = await context.app.inject({
    method: 'POST',
    url: `/api/public/bookings/${encodeURIComponent(tokenOf(managePath))}/cancel`,
    payload: {},
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function offerEmails(to: string) {
  return context.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'waitlist-offer'), eq(emailOutbox.toAddress, to)));
}

async function offerToken(to: string): Promise<string> {
  const [email] = await offerEmails(to);
  const link = email?.textBody.match(/\/lista-espera\/oferta\/(\S+)/)?.[1];
  if (!link) throw new Error(`no offer e-mailed to ${to}`);
  return decodeURIComponent(link);
}

describe('joining the waitlist', () => {
  it('keeps a request and answers the link to leave', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    const response = await join(space, request());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('Te avisaremos si se libera un hueco');
    const [row] = await context.database.db
      .select()
      .from(waitlistRequests)
      .where(eq(waitlistRequests.spaceId, space.spaceId));
    expect(row).toMatchObject({ status: 'WAITING', clientEmail: 'ana@example.com', petName: 'Toby' });
    // The request ends with its last window (today 12:00 in Madrid), before its 7 days.
    expect(row?.expiresAt.toISOString()).toBe('2026-03-02T11:00:00.000Z');
    expect(row?.tokenHash).not.toContain(response.json().data.request.leavePath.split('/').pop());

    const leave = await context.app.inject({
      method: 'DELETE',
      url: `/api/public/waitlist/${response.json().data.request.leavePath.split('/').pop()}`,
    });
    expect(leave.statusCode, leave.body).toBe(200);
    const again = await context.app.inject({
      method: 'DELETE',
      url: `/api/public/waitlist/${response.json().data.request.leavePath.split('/').pop()}`,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses in Spanish a request for the past, without contact, or for a service not booked online', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    const past = await join(space, request({ windows: [{ date: TODAY, from: '07:00', to: '09:00' }] }));
    expect(past.statusCode).toBe(400);
    expect(past.json().code).toBe('WAITLIST_IN_PAST');
    expect(past.json().message).toBe('Las fechas elegidas ya han pasado: elige un día de hoy en adelante');

    const noContact = await join(space, request({ email: '', phone: null }));
    expect(noContact.statusCode).toBe(400);
    expect(noContact.body).toContain('Indica un correo electrónico o un teléfono para poder avisarte');

    const backwards = await join(space, request({ windows: [{ date: TODAY, from: '12:00', to: '10:00' }] }));
    expect(backwards.statusCode).toBe(400);

    await context.database.db
      .update(services)
      .set({ isBookableByClients: false })
      .where(eq(services.id, space.serviceId));
    const notOnline = await join(space, request());
    expect(notOnline.statusCode).toBe(400);
    expect(notOnline.json().message).toBe(
      'Este servicio no admite reservas online, así que no tiene lista de espera',
    );

    // The service under another space's id: not there.
    const otherSpace = await join(space, request(), space.serviceId, space.outsiderSpaceId);
    expect(otherSpace.statusCode).toBe(404);
    const rows = await context.database.db
      .select()
      .from(waitlistRequests)
      .where(eq(waitlistRequests.spaceId, space.spaceId));
    expect(rows).toHaveLength(0);
  });
});

describe('a freed slot offered to the first in line', () => {
  it('offers a cancelled slot by e-mail and books it through the link exactly once', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    const taken = await bookTen(space);
    expect((await join(space, request({ email: 'ana1@example.com' }))).statusCode).toBe(201);
    context.clock.advance(1000);
    expect((await join(space, request({ email: 'bea1@example.com', name: 'Bea' }))).statusCode).toBe(201);
    // Nothing freed yet: no offer.
    await sweep();
    expect(await offerEmails('ana1@example.com')).toHaveLength(0);

    await cancelByLink(taken.managePath);
    await sweep();
    const [email] = await offerEmails('ana1@example.com');
    expect(email?.subject).toMatch(/^Se ha liberado un hueco en /);
    // Not a client of the clinic yet: in no one's communication log.
    expect(email?.clientId).toBeNull();
    expect(email?.textBody).toContain('Hora: 10:00');
    expect(email?.textBody).toContain('Te lo guardamos hasta las 09:15');
    expect(email?.htmlBody).toContain('<html lang="es">');
    expect(await offerEmails('bea1@example.com')).toHaveLength(0);

    const token = await offerToken('ana1@example.com');
    const booked = await confirm(token);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data.outcome).toBe('BOOKED');
    const kept = await context.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.spaceId, space.spaceId), ne(bookings.status, 'CANCELLED')));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      clientEmail: 'ana1@example.com',
      startAt: new Date('2026-03-02T09:00:00.000Z'),
    });

    const twice = await confirm(token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain('Este hueco ya está confirmado con este enlace');
    // Booked: no one else is offered it.
    await sweep();
    expect(await offerEmails('bea1@example.com')).toHaveLength(0);
  });

  it('offers the time a booking moved away from', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    const moving = await bookTen(space);
    await join(
      space,
      request({ email: 'ana5@example.com', windows: [{ date: TODAY, from: '10:00', to: '10:30' }] }),
    );
    const moved = await context.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${encodeURIComponent(tokenOf(moving.managePath))}/reschedule`,
      payload: { startTime: `${TODAY}T15:00`, endTime: `${TODAY}T15:30` },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await sweep();
    expect((await offerEmails('ana5@example.com'))[0]?.textBody).toContain('Hora: 10:00');
  });

  it('offers the slot to the next person when the hold runs out; the late link says so kindly', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    const taken = await bookTen(space);
    await join(space, request({ email: 'ana2@example.com' }));
    context.clock.advance(1000);
    await join(space, request({ email: 'bea2@example.com', name: 'Bea' }));
    await cancelByLink(taken.managePath);
    await sweep();
    const late = await offerToken('ana2@example.com');

    context.clock.advance(15 * 60_000);
    // The suite's spaces share the sweep: at least this hold ran out.
    expect((await sweep()).expiredHolds).toBeGreaterThanOrEqual(1);
    expect(await offerEmails('bea2@example.com')).toHaveLength(1);
    // The hold over: no second offer of the same slot to Ana, who is still on the list.
    expect(await offerEmails('ana2@example.com')).toHaveLength(1);

    const refused = await confirm(late);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('el tiempo para confirmar este hueco ha terminado');
    expect(refused.json().message).toContain('Sigues en la lista de espera');
    const [ana] = await context.database.db
      .select()
      .from(waitlistRequests)
      .where(eq(waitlistRequests.clientEmail, 'ana2@example.com'));
    expect(ana?.status).toBe('WAITING');

    expect((await confirm(await offerToken('bea2@example.com'))).statusCode).toBe(200);
  });

  it('tells the client kindly when someone else booked the slot first, and keeps them on the list', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    const taken = await bookTen(space);
    await join(space, request({ email: 'ana3@example.com' }));
    await cancelByLink(taken.managePath);
    await sweep();
    // The public page holds the slot for Ana now (decision 088); the front desk booking a caller
    // into it by phone is how someone else can still take it.
    const byPhone = await context.app.inject({
      method: 'POST',
      url: '/api/bookings/host-create',
      headers: bearer(space.member.token),
      payload: {
        serviceScheduleId: scheduleOf(space.memberSchedules, 1),
        startTime: '2026-03-02T09:00:00.000Z',
        endTime: '2026-03-02T09:30:00.000Z',
        clientInfo: { name: 'Rápido Teléfono', email: 'rapido@example.com' },
      },
    });
    expect(byPhone.statusCode, byPhone.body).toBe(201);

    const response = await confirm(await offerToken('ana3@example.com'));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Lo sentimos: alguien ha reservado este hueco antes. Sigues en la lista de espera y te avisaremos si se libera otro hueco.',
    );
    const [ana] = await context.database.db
      .select()
      .from(waitlistRequests)
      .where(eq(waitlistRequests.clientEmail, 'ana3@example.com'));
    expect(ana?.status).toBe('WAITING');
  });

  it('books exactly once when many confirmations of one offer arrive at once', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    const taken = await bookTen(space);
    await join(space, request({ email: 'ana4@example.com' }));
    await cancelByLink(taken.managePath);
    await sweep();
    const token = await offerToken('ana4@example.com');
    const count = context.database.kind === 'postgres' ? 50 : 10;
    const answers = await Promise.all(Array.from({ length: count }, () => confirm(token)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(count - 1);
    const kept = await context.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.spaceId, space.spaceId), ne(bookings.status, 'CANCELLED')));
    expect(kept).toHaveLength(1);
    const [offer] = await context.database.db
      .select()
      .from(waitlistOffers)
      .where(eq(waitlistOffers.spaceId, space.spaceId));
    expect(offer?.status).toBe('BOOKED');
  });
});

describe('the offer in the communication log', () => {
  it("is the client's when the clinic knows the address", async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    // Booking 10:00 made conocida@ a client of the clinic; 10:30 is the one that frees up.
    const known = await bookTen(space, 'conocida@example.com');
    const other = await postPublicBooking(
      context.app,
      publicBookingBody(scheduleOf(space.memberSchedules, 1), `${TODAY}T10:30`, `${TODAY}T11:00`),
    );
    expect(other.statusCode).toBe(201);
    await join(space, request({ email: 'Conocida@example.com' }));
    await cancelByLink(other.json().data.booking.managePath);
    await sweep();
    const [offer] = await offerEmails('Conocida@example.com');
    const [booking] = await context.database.db
      .select({ clientId: bookings.clientId })
      .from(bookings)
      .where(eq(bookings.id, known.id));
    expect(offer?.clientId).toBe(booking?.clientId);
    expect(offer?.clientId).not.toBeNull();
  });
});

describe('the staff view of the waitlist', () => {
  it('lists who waits by service and day, first in line first, and removes a request', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    await join(space, request({ email: 'primero@example.com', name: 'Primero' }));
    context.clock.advance(1000);
    await join(space, request({ email: null, phone: '+34 600 111 222', name: 'Segundo' }));
    context.clock.advance(1000);
    await join(
      space,
      request({ name: 'Otro día', windows: [{ date: '2026-03-03', from: '09:00', to: '12:00' }] }),
    );
    const list = (query: string, token = space.admin.token) =>
      context.app.inject({
        method: 'GET',
        url: `/api/spaces/${space.spaceId}/waitlist${query}`,
        headers: bearer(token),
      });

    const today = await list(`?serviceId=${space.serviceId}&date=${TODAY}`);
    expect(today.statusCode, today.body).toBe(200);
    const names = today.json().data.requests.map((entry: { clientName: string }) => entry.clientName);
    expect(names).toEqual(['Primero', 'Segundo']);
    expect((await list('')).json().data.requests).toHaveLength(3);
    // A professional without the whole agenda sees the requests they can serve (decision 089).
    expect((await list('', space.member.token)).json().data.requests).toHaveLength(3);

    const [first] = today.json().data.requests;
    const removed = await context.app.inject({
      method: 'DELETE',
      url: `/api/spaces/${space.spaceId}/waitlist/${first.id}`,
      headers: bearer(space.admin.token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await list(`?date=${TODAY}`);
    expect(after.json().data.requests.map((entry: { clientName: string }) => entry.clientName)).toEqual([
      'Segundo',
    ]);
    // Under another space's id: not there.
    const elsewhere = await context.app.inject({
      method: 'DELETE',
      url: `/api/spaces/${space.outsiderSpaceId}/waitlist/${first.id}`,
      headers: bearer(space.outsider.token),
    });
    expect(elsewhere.statusCode).toBe(404);
  });
});
