import { bookings } from '@citavet/db/schema/bookings';
import { emailOutbox } from '@citavet/db/schema/outbox';
import { waitlistRequests } from '@citavet/db/schema/waitlist';
import { desc, eq } from 'drizzle-orm';
import { sweepWaitlist } from '../../src/features/bookings/waitlist/offer-freed-slots';
import type { Scenarios } from './authorization-scenario';
import type { Agenda, MatrixStage } from './authorization-stage';

// Valid requests for the public waitlist (docs/decisions/085-waitlist.md): anyone joins from the
// public page; the e-mailed tokens are the proof for confirming an offer and leaving the list.

/** Both days a booking's instants may fall on in the clinic's zone, whole. */
async function daysOfBooking(stage: MatrixStage, bookingId: string) {
  const [row] = await stage.context.database.db
    .select({ startAt: bookings.startAt })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!row) throw new Error('booking not found');
  const day = row.startAt.toISOString().slice(0, 10);
  const next = new Date(row.startAt.getTime() + 86_400_000).toISOString().slice(0, 10);
  const before = new Date(row.startAt.getTime() - 86_400_000).toISOString().slice(0, 10);
  return [before, day, next].map((date) => ({ date, from: '00:00', to: '24:00' as const }));
}

async function joined(stage: MatrixStage, agenda: Agenda, windows?: object[]) {
  const email = stage.uniqueEmail('espera');
  const body = {
    name: 'Ana Espera',
    email,
    windows: windows ?? [{ date: stage.nextSlot().date, from: '00:00', to: '24:00' }],
    days: 30,
  };
  const created = await stage.call<{ request: { leavePath: string } }>(
    'POST',
    `/api/public/space/${agenda.spaceId}/service/${agenda.serviceId}/waitlist`,
    null,
    body,
  );
  return { agenda, email, leaveToken: created.request.leavePath.split('/').pop() ?? '' };
}

/** A slot given back while one person waits for it: their offer's token. */
async function offered(stage: MatrixStage): Promise<string> {
  const agenda = await stage.agenda();
  const booking = await stage.publicBooking(agenda);
  await joined(stage, agenda, await daysOfBooking(stage, booking.id));
  await stage.call('POST', `/api/public/bookings/${encodeURIComponent(booking.token)}/cancel`, null, {});
  await sweepWaitlist({
    database: stage.context.database,
    clock: stage.context.clock,
    config: { publicUrl: 'http://citavet.test' },
  });
  // The first in line may be someone an earlier cell put on the list: the offer just made is theirs.
  const [latest] = await stage.context.database.db
    .select({ textBody: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, 'waitlist-offer'))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const token = /\/lista-espera\/oferta\/(\S+)/.exec(latest?.textBody ?? '')?.[1];
  if (!token) throw new Error('the freed slot was offered to no one');
  return decodeURIComponent(token);
}

async function requestId(stage: MatrixStage, agenda: Agenda, windows?: object[]): Promise<string> {
  await joined(stage, agenda, windows);
  const [row] = await stage.context.database.db
    .select({ id: waitlistRequests.id })
    .from(waitlistRequests)
    .where(eq(waitlistRequests.serviceId, agenda.serviceId))
    .orderBy(desc(waitlistRequests.createdAt))
    .limit(1);
  if (!row) throw new Error('no waitlist request');
  return row.id;
}

export const WAITLIST_SCENARIOS: Scenarios = {
  'GET /api/spaces/{spaceId}/waitlist': {
    stage: async (stage) => {
      const agenda = await stage.agenda();
      await joined(stage, agenda);
      return { owner: stage.team.admin, request: () => ({ params: { spaceId: agenda.spaceId } }) };
    },
  },
  'DELETE /api/spaces/{spaceId}/waitlist/{requestId}': {
    isDestructive: true,
    stage: async (stage) => {
      const agenda = await stage.agenda();
      const id = await requestId(stage, agenda);
      return {
        owner: stage.team.admin,
        request: () => ({ params: { spaceId: agenda.spaceId, requestId: id } }),
      };
    },
  },
  'GET /api/spaces/{spaceId}/waitlist-settings': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return { owner: stage.team.admin, request: () => ({ params: { spaceId } }) };
    },
  },
  'PUT /api/spaces/{spaceId}/waitlist-settings': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return {
        owner: stage.team.admin,
        request: () => ({ params: { spaceId }, payload: { holdMinutes: 20 } }),
      };
    },
  },
  'POST /api/spaces/{spaceId}/waitlist/{requestId}/offers': {
    isDestructive: true,
    stage: async (stage) => {
      const agenda = await stage.agenda();
      const slot = stage.nextSlot();
      const id = await requestId(stage, agenda, [{ date: slot.date, from: '00:00', to: '24:00' }]);
      // The host's free slot at that time, as the staff's availability shows it.
      const availability = await stage.call<{
        slots: { startTime: string; startAt: string; endAt: string }[];
      }>(
        'GET',
        `/api/bookings/host/${stage.team.host.id}/availability?date=${slot.date}&serviceId=${agenda.serviceId}&spaceId=${agenda.spaceId}`,
        stage.team.admin,
      );
      const free = availability.slots.find((each) => slot.startTime.endsWith(each.startTime));
      if (!free) throw new Error('the host has no free slot at the reserved time');
      return {
        owner: stage.team.admin,
        request: () => ({
          params: { spaceId: agenda.spaceId, requestId: id },
          payload: { hostId: stage.team.host.id, startAt: free.startAt, endAt: free.endAt },
        }),
      };
    },
  },
  'POST /api/public/space/{spaceId}/service/{serviceId}/waitlist': {
    stage: async (stage) => {
      const agenda = await stage.agenda();
      return {
        owner: stage.team.client,
        request: () => ({
          params: { spaceId: agenda.spaceId, serviceId: agenda.serviceId },
          payload: {
            name: 'Ana Espera',
            email: stage.uniqueEmail('espera'),
            windows: [{ date: stage.nextSlot().date, from: '00:00', to: '24:00' }],
            days: 30,
          },
        }),
      };
    },
  },
  'POST /api/public/waitlist/offers/{token}/confirm': {
    isDestructive: true,
    stage: async (stage) => {
      const token = await offered(stage);
      return { owner: stage.team.client, request: () => ({ params: { token } }) };
    },
  },
  'DELETE /api/public/waitlist/{token}': {
    isDestructive: true,
    stage: async (stage) => {
      const { leaveToken } = await joined(stage, await stage.agenda());
      return { owner: stage.team.client, request: () => ({ params: { token: leaveToken } }) };
    },
  },
};
