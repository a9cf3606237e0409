import { queryRows } from '@citavet/db/database';
import { auditEvents } from '@citavet/db/schema/audit';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { services } from '@citavet/db/schema/services';
import { waitlistOffers, waitlistRequests } from '@citavet/db/schema/waitlist';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../../app-dependencies';
import { bearer, createTestContext, type TestContext } from '../../../test/test-app';
import { scheduleOf } from '../bookings.test-support';
import {
  type PublicSpaceSetup,
  postPublicBooking,
  publicBookingBody,
  setUpPublicSpace,
} from '../public/public-booking.test-support';
import { sweepWaitlist } from './offer-freed-slots';

// The staff's side of the waitlist (docs/decisions/089-waitlist-staff.md): the list with states,
// an offer made by hand on the sweep's own path, and taking someone off with an audit row.
// Clock: Monday 2026-03-02 08:00Z, 09:00 in Madrid; both professionals offer 30-minute slots
// 08:00–20:00 every day.
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
/** 11:00–11:30 in Madrid today. */
const SLOT = { startAt: '2026-03-02T10:00:00.000Z', endAt: '2026-03-02T10:30:00.000Z' };

async function join(space: PublicSpaceSetup, overrides: object = {}) {
  const response = await context.app.inject({
    method: 'POST',
    url: `/api/public/space/${space.spaceId}/service/${space.serviceId}/waitlist`,
    payload: {
      name: 'Ana Espera',
      email: 'ana@example.com',
      petName: 'Toby',
      species: 'perro',
      windows: [{ date: TODAY, from: '10:00', to: '14:00' }],
      days: 7,
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.request.id as string;
}

const list = (space: PublicSpaceSetup, query: string, token = space.admin.token) =>
  context.app.inject({
    method: 'GET',
    url: `/api/spaces/${space.spaceId}/waitlist${query}`,
    headers: bearer(token),
  });

const offer = (space: PublicSpaceSetup, requestId: string, body: object, token = space.admin.token) =>
  context.app.inject({
    method: 'POST',
    url: `/api/spaces/${space.spaceId}/waitlist/${requestId}/offers`,
    headers: bearer(token),
    payload: body,
  });

async function offerEmailsTo(to: string) {
  return context.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'waitlist-offer'), eq(emailOutbox.toAddress, to)));
}

describe('the staff list of the waitlist', () => {
  it('shows each request with its service, pet, contact, windows, expiry and state', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    const waiting = await join(space, { email: 'espera@example.com', name: 'Espera' });
    context.clock.advance(1000);
    const leaving = await join(space, { email: 'sale@example.com', name: 'Sale' });
    await context.database.db
      .update(waitlistRequests)
      .set({ status: 'LEFT' })
      .where(eq(waitlistRequests.id, leaving));

    const active = await list(space, `?serviceId=${space.serviceId}&date=${TODAY}`);
    expect(active.statusCode, active.body).toBe(200);
    expect(active.json().data.timeZone).toBe('Europe/Madrid');
    expect(active.json().data.requests).toHaveLength(1);
    expect(active.json().data.requests[0]).toMatchObject({
      id: waiting,
      clientName: 'Espera',
      clientEmail: 'espera@example.com',
      petName: 'Toby',
      petSpecies: 'perro',
      status: 'WAITING',
      offer: null,
      windows: [{ date: TODAY, from: '10:00', to: '14:00' }],
      expiresAt: '2026-03-02T13:00:00.000Z',
    });
    expect(typeof active.json().data.requests[0].serviceName).toBe('string');

    const all = await list(space, `?date=${TODAY}&include=all`);
    expect(all.json().data.requests.map((entry: { status: string }) => entry.status)).toEqual([
      'WAITING',
      'LEFT',
    ]);
    // Another day's list does not hold them; a bad filter is a Spanish 400.
    expect((await list(space, '?date=2026-03-05')).json().data.requests).toHaveLength(0);
    const bad = await list(space, '?include=todo');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Filtro no válido');
  });

  it('shows a professional the requests they can serve, and nothing of another space', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    await join(space, { name: 'Cualquiera' });
    context.clock.advance(1000);
    await join(space, { name: 'Para la admin', hostId: space.admin.user.id });
    context.clock.advance(1000);
    await join(space, { name: 'Para el miembro', hostId: space.member.user.id });
    const names = async (token: string) =>
      ((await list(space, '', token)).json().data.requests as { clientName: string }[]).map(
        (entry) => entry.clientName,
      );
    expect(await names(space.admin.token)).toEqual(['Cualquiera', 'Para la admin', 'Para el miembro']);
    expect(await names(space.member.token)).toEqual(['Cualquiera', 'Para el miembro']);
    const outsider = await list(space, '', space.outsider.token);
    expect(outsider.statusCode).toBe(404);
  });
});

describe('offering a slot by hand', () => {
  it('makes the sweep’s offer: the hold of the space, the offer e-mail, a link that books', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    await context.database.db.execute(
      sql`update spaces set waitlist_hold_minutes = 30 where id = ${space.spaceId}::uuid`,
    );
    const requestId = await join(space, { email: 'mano@example.com', name: 'Mano' });
    const response = await offer(space, requestId, { hostId: space.member.user.id, ...SLOT });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('Oferta enviada: le hemos escrito para que confirme el hueco');
    expect(response.json().data.offer.holdUntil).toBe('2026-03-02T08:30:00.000Z');

    const [email] = await offerEmailsTo('mano@example.com');
    expect(email?.subject).toMatch(/Se ha liberado un hueco/);
    expect(email?.textBody).toContain('Te lo guardamos hasta las 09:30');
    const token = decodeURIComponent(/\/lista-espera\/oferta\/(\S+)/.exec(email?.textBody ?? '')?.[1] ?? '');

    const listed = await list(space, '');
    expect(listed.json().data.requests[0]).toMatchObject({
      status: 'OFFERED',
      offer: { startAt: SLOT.startAt, hostId: space.member.user.id, holdUntil: '2026-03-02T08:30:00.000Z' },
    });
    const [audit] = await context.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.spaceId, space.spaceId), eq(auditEvents.action, 'WAITLIST_OFFERED_BY_HAND')));
    expect(audit).toMatchObject({ actorUserId: space.admin.user.id, subjectId: requestId });
    expect(JSON.stringify(audit?.details)).not.toContain('mano@example.com');

    // Offered twice: the request no longer waits.
    const again = await offer(space, requestId, { hostId: space.member.user.id, ...SLOT });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/ya no está esperando/);

    const confirmed = await context.app.inject({
      method: 'POST',
      url: `/api/public/waitlist/offers/${encodeURIComponent(token)}/confirm`,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.outcome).toBe('BOOKED');
    const [stored] = await context.database.db
      .select({ status: waitlistOffers.status })
      .from(waitlistOffers)
      .where(eq(waitlistOffers.requestId, requestId));
    expect(stored?.status).toBe('BOOKED');
  });

  it('refuses in Spanish a slot that is taken, on offer, past, outside the schedule or of another professional', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    const first = await join(space, { email: 'uno@example.com' });
    const second = await join(space, { email: 'dos@example.com' });
    const member = space.member.user.id;

    const booked = await postPublicBooking(
      context.app,
      publicBookingBody(scheduleOf(space.memberSchedules, 1), `${TODAY}T12:00`, `${TODAY}T12:30`, {
        name: 'Lucía',
        email: 'lucia@example.com',
      }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const taken = await offer(space, first, {
      hostId: member,
      startAt: '2026-03-02T11:00:00.000Z',
      endAt: '2026-03-02T11:30:00.000Z',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'WAITLIST_SLOT_NOT_FREE',
      message: 'Ese hueco ya no está libre: elige otro de la lista',
    });

    expect((await offer(space, first, { hostId: member, ...SLOT })).statusCode).toBe(201);
    const onOffer = await offer(space, second, { hostId: member, ...SLOT });
    expect(onOffer.statusCode).toBe(409);
    expect(onOffer.json().code).toBe('WAITLIST_SLOT_NOT_FREE');

    const past = await offer(space, second, {
      hostId: member,
      startAt: '2026-03-02T07:00:00.000Z',
      endAt: '2026-03-02T07:30:00.000Z',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Ese hueco ya ha pasado: elige uno de ahora en adelante');

    // 22:00 in Madrid: outside the 08:00–20:00 range; 11:10 is not on the slot grid.
    for (const range of [
      { startAt: '2026-03-02T21:00:00.000Z', endAt: '2026-03-02T21:30:00.000Z' },
      { startAt: '2026-03-02T10:10:00.000Z', endAt: '2026-03-02T10:40:00.000Z' },
    ]) {
      const refused = await offer(space, second, { hostId: member, ...range });
      expect(refused.statusCode, JSON.stringify(range)).toBe(409);
      expect(refused.json().code).toBe('WAITLIST_SLOT_NOT_FREE');
    }

    const named = await join(space, { email: 'tres@example.com', hostId: space.admin.user.id });
    const wrongHost = await offer(space, named, {
      hostId: member,
      startAt: '2026-03-02T13:00:00.000Z',
      endAt: '2026-03-02T13:30:00.000Z',
    });
    expect(wrongHost.statusCode).toBe(400);
    expect(wrongHost.json().message).toBe(
      'Esta solicitud es para otro profesional: elige un hueco de ese profesional',
    );

    const garbage = await offer(space, second, { hostId: member, startAt: 'mañana', endAt: SLOT.endAt });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.body).toContain('La hora del hueco no es válida');
  });

  it('refuses a request with only a phone while SMS is off, a service not booked online, and a professional offering another’s time', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    const phoneOnly = await join(space, { email: null, phone: '+34 600 111 222' });
    const noEmail = await offer(space, phoneOnly, { hostId: space.member.user.id, ...SLOT });
    expect(noEmail.statusCode).toBe(409);
    expect(noEmail.json().message).toBe(
      'Esta solicitud no tiene correo electrónico y no se le puede enviar un SMS: llama al cliente para ofrecerle el hueco',
    );

    const requestId = await join(space, { email: 'propia@example.com' });
    const notOwn = await offer(
      space,
      requestId,
      { hostId: space.admin.user.id, ...SLOT },
      space.member.token,
    );
    expect(notOwn.statusCode).toBe(403);
    expect(notOwn.json().message).toBe('Solo puedes ofrecer huecos de tu propia agenda');

    await context.database.db
      .update(services)
      .set({ isBookableByClients: false })
      .where(eq(services.id, space.serviceId));
    const notBookable = await offer(space, requestId, { hostId: space.member.user.id, ...SLOT });
    expect(notBookable.statusCode).toBe(400);
    expect(notBookable.json().code).toBe('SERVICE_NOT_BOOKABLE');
    await context.database.db
      .update(services)
      .set({ isBookableByClients: true })
      .where(eq(services.id, space.serviceId));

    // The professional offers their own time.
    const own = await offer(space, requestId, { hostId: space.member.user.id, ...SLOT }, space.member.token);
    expect(own.statusCode, own.body).toBe(201);
  });

  it('keeps another space’s requests and professionals out', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    const other = await setUpPublicSpace(context.app, context.database.db);
    const theirs = await join(other, { email: 'ajena@example.com' });
    const ours = await join(space, { email: 'nuestra@example.com' });
    const foreignRequest = await offer(space, theirs, { hostId: space.member.user.id, ...SLOT });
    expect(foreignRequest.statusCode).toBe(404);
    const foreignHost = await offer(space, ours, { hostId: other.member.user.id, ...SLOT });
    expect(foreignHost.statusCode).toBe(404);
    expect(foreignHost.json().message).toBe('Profesional no encontrado en este espacio');
    const outsider = await offer(
      space,
      ours,
      { hostId: space.member.user.id, ...SLOT },
      space.outsider.token,
    );
    expect(outsider.statusCode).toBe(404);
    expect(await offerEmailsTo('ajena@example.com')).toHaveLength(0);
    expect(await offerEmailsTo('nuestra@example.com')).toHaveLength(0);
  });
});

describe('taking someone off the list', () => {
  it('records it in the audit log, ends their open offer and passes the slot to the next in line', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    const first = await join(space, { email: 'primera@example.com' });
    context.clock.advance(1000);
    await join(space, { email: 'segunda@example.com' });
    expect((await offer(space, first, { hostId: space.member.user.id, ...SLOT })).statusCode).toBe(201);

    const removed = await context.app.inject({
      method: 'DELETE',
      url: `/api/spaces/${space.spaceId}/waitlist/${first}`,
      headers: bearer(space.admin.token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe('Solicitud quitada de la lista de espera');
    const [audit] = await queryRows<{ action: string; actor_user_id: string; subject_type: string }>(
      context.database.db,
      sql`select action, actor_user_id, subject_type from audit_events
          where space_id = ${space.spaceId}::uuid and action = 'WAITLIST_REQUEST_REMOVED'`,
    );
    expect(audit).toEqual({
      action: 'WAITLIST_REQUEST_REMOVED',
      actor_user_id: space.admin.user.id,
      subject_type: 'waitlist',
    });
    const [ended] = await context.database.db
      .select({ status: waitlistOffers.status })
      .from(waitlistOffers)
      .where(eq(waitlistOffers.requestId, first));
    expect(ended?.status).toBe('EXPIRED');

    await sweepWaitlist({
      database: context.database,
      clock: context.clock,
      config: { publicUrl: 'http://citavet.test' },
    });
    expect(await offerEmailsTo('segunda@example.com')).toHaveLength(1);

    const twice = await context.app.inject({
      method: 'DELETE',
      url: `/api/spaces/${space.spaceId}/waitlist/${first}`,
      headers: bearer(space.admin.token),
    });
    expect(twice.statusCode).toBe(404);
  });
});

describe('the hold setting', () => {
  it('is read by members and changed by an ADMIN within 5–120 minutes, and the next offer holds that long', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    const settings = (token: string, body?: object) =>
      context.app.inject({
        method: body ? 'PUT' : 'GET',
        url: `/api/spaces/${space.spaceId}/waitlist-settings`,
        headers: bearer(token),
        ...(body ? { payload: body } : {}),
      });
    expect((await settings(space.member.token)).json().data).toEqual({ holdMinutes: 15 });
    const byMember = await settings(space.member.token, { holdMinutes: 30 });
    expect(byMember.statusCode).toBe(403);
    for (const holdMinutes of [4, 121, 7.5]) {
      const refused = await settings(space.admin.token, { holdMinutes });
      expect(refused.statusCode, String(holdMinutes)).toBe(400);
      expect(refused.body).toContain('El tiempo para confirmar una oferta debe estar entre 5 y 120 minutos');
    }
    const saved = await settings(space.admin.token, { holdMinutes: 45 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ holdMinutes: 45 });
    const outsider = await settings(space.outsider.token, { holdMinutes: 30 });
    expect(outsider.statusCode).toBe(404);

    const requestId = await join(space, { email: 'ajuste@example.com' });
    const offered = await offer(space, requestId, { hostId: space.member.user.id, ...SLOT });
    expect(offered.json().data.offer.holdUntil).toBe('2026-03-02T08:45:00.000Z');
  });
});

describe('the report’s waitlist figure', () => {
  it('counts the slots the waitlist refilled in the period and the income they kept, not those cancelled since', async () => {
    context.clock.set(START);
    const space = await setUpPublicSpace(context.app, context.database.db);
    const report = async (query = `from=${TODAY}&to=${TODAY}`, token = space.admin.token) =>
      context.app.inject({
        method: 'GET',
        url: `/api/spaces/${space.spaceId}/reports/waitlist?${query}`,
        headers: bearer(token),
      });
    expect((await report()).json().data).toEqual({ refilledSlots: 0, keptIncome: [] });

    const managePaths: string[] = [];
    for (const [index, slot] of [
      SLOT,
      { startAt: '2026-03-02T11:00:00.000Z', endAt: '2026-03-02T11:30:00.000Z' },
    ].entries()) {
      const email = `informe${index}@example.com`;
      const requestId = await join(space, { email });
      expect((await offer(space, requestId, { hostId: space.member.user.id, ...slot })).statusCode).toBe(201);
      const [mail] = await offerEmailsTo(email);
      const token = decodeURIComponent(/\/lista-espera\/oferta\/(\S+)/.exec(mail?.textBody ?? '')?.[1] ?? '');
      const confirmed = await context.app.inject({
        method: 'POST',
        url: `/api/public/waitlist/offers/${encodeURIComponent(token)}/confirm`,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      managePaths.push(confirmed.json().data.managePath);
    }
    const [service] = await context.database.db
      .select({ price: services.price, currency: services.currency })
      .from(services)
      .where(eq(services.id, space.serviceId));
    const both = (await report()).json().data;
    expect(both.refilledSlots).toBe(2);
    expect(both.keptIncome).toEqual([
      { currency: service?.currency, amount: (Number(service?.price) * 2).toFixed(2) },
    ]);
    // Another period, or the other professional's own figures: none of these.
    expect((await report('from=2026-03-03&to=2026-03-09')).json().data.refilledSlots).toBe(0);
    expect((await report(`from=${TODAY}&to=${TODAY}`, space.member.token)).json().data.refilledSlots).toBe(2);
    expect(
      (await report(`from=${TODAY}&to=${TODAY}&hostId=${space.admin.user.id}`)).json().data.refilledSlots,
    ).toBe(0);

    const manageToken = decodeURIComponent(managePaths[0]?.split('/').pop() ?? '');
    const cancelled = await context.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${encodeURIComponent(manageToken)}/cancel`,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = (await report()).json().data;
    expect(after.refilledSlots).toBe(1);
    expect(after.keptIncome).toEqual([
      { currency: service?.currency, amount: Number(service?.price).toFixed(2) },
    ]);
    const outsider = await report(`from=${TODAY}&to=${TODAY}`, space.outsider.token);
    expect(outsider.statusCode).toBe(404);
  });
});
