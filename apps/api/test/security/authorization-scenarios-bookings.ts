import type { Scenarios } from './authorization-scenario';
import type { MatrixStage } from './authorization-stage';

// Valid requests for bookings, availability, the public booking page, its links and the directory.
// Every booking takes a half hour no other booking of the run takes (MatrixStage.nextSlot).

const walkIn = { name: 'Paciente Mostrador', email: 'mostrador@example.com' };

/** A booking the client made for themself, hosted by host: the client is its owner. */
async function clientBookingScene(stage: MatrixStage) {
  const agenda = await stage.agenda();
  return { agenda, booking: await stage.clientBooking(agenda) };
}

const slotParams = async (stage: MatrixStage) => {
  const agenda = await stage.agenda();
  return { spaceId: agenda.spaceId, serviceId: agenda.serviceId, hostId: stage.team.host.id };
};

export const BOOKING_SCENARIOS: Scenarios = {
  'POST /api/bookings': {
    stage: async (stage) => {
      const agenda = await stage.agenda();
      return {
        owner: stage.team.client,
        request: () => {
          const { startTime, endTime } = stage.nextSlot();
          return { payload: { serviceScheduleId: agenda.hostScheduleId, startTime, endTime } };
        },
      };
    },
  },
  'GET /api/bookings': {
    stage: async (stage) => {
      const { agenda } = await clientBookingScene(stage);
      return { owner: stage.team.admin, request: () => ({ query: { spaceId: agenda.spaceId } }) };
    },
  },
  'GET /api/spaces/{spaceId}/agenda/day.pdf': {
    stage: async (stage) => {
      const { agenda } = await clientBookingScene(stage);
      return {
        owner: stage.team.admin,
        request: () => ({ params: { spaceId: agenda.spaceId }, query: { date: '2026-03-03' } }),
      };
    },
  },
  'POST /api/bookings/host-create': {
    stage: async (stage) => {
      const agenda = await stage.agenda({ isEveryoneHosting: true });
      return {
        owner: stage.team.host,
        request: () => {
          const { startTime, endTime } = stage.nextSlot();
          return {
            payload: { serviceScheduleId: agenda.hostScheduleId, startTime, endTime, clientInfo: walkIn },
          };
        },
      };
    },
  },
  'POST /api/bookings/internal': {
    stage: async (stage) => {
      const agenda = await stage.agenda();
      return {
        owner: stage.team.host,
        request: () => {
          const { startTime, endTime } = stage.nextSlot();
          return {
            payload: { serviceScheduleId: agenda.hostScheduleId, startTime, endTime, clientInfo: walkIn },
          };
        },
      };
    },
  },
  'POST /api/bookings/public': {
    stage: async (stage) => {
      const agenda = await stage.agenda();
      return {
        owner: stage.team.client,
        request: () => {
          const { startTime, endTime } = stage.nextSlot();
          const clientInfo = { name: 'Lucía Pública', email: stage.uniqueEmail('publica') };
          return { payload: { serviceScheduleId: agenda.hostScheduleId, startTime, endTime, clientInfo } };
        },
      };
    },
  },
  'POST /api/bookings/public/any-host': {
    stage: async (stage) => {
      const agenda = await stage.agenda({ isEveryoneHosting: true });
      return {
        owner: stage.team.client,
        request: () => {
          const { startTime, endTime } = stage.nextSlot();
          const clientInfo = { name: 'Lucía Pública', email: stage.uniqueEmail('cualquiera') };
          const { spaceId, serviceId } = agenda;
          return { payload: { spaceId, serviceId, startTime, endTime, clientInfo } };
        },
      };
    },
  },
  'GET /api/bookings/my-bookings': {
    stage: async (stage) => {
      await clientBookingScene(stage);
      return { owner: stage.team.client, request: () => ({}) };
    },
  },
  'GET /api/bookings/{id}': {
    stage: async (stage) => {
      const { booking } = await clientBookingScene(stage);
      return { owner: stage.team.client, request: () => ({ params: { id: booking.id } }) };
    },
  },
  'PUT /api/bookings/{id}': {
    stage: async (stage) => {
      const { booking } = await clientBookingScene(stage);
      const { client } = stage.team;
      return {
        owner: client,
        request: () => ({
          params: { id: booking.id },
          payload: {
            startTime: booking.startTime,
            endTime: booking.endTime,
            notes: 'Trae la cartilla',
            clientInfo: { name: client.name, email: client.email },
          },
        }),
      };
    },
  },
  'PUT /api/bookings/{id}/status': {
    isDestructive: true,
    stage: async (stage) => {
      const { booking } = await clientBookingScene(stage);
      return {
        owner: stage.team.client,
        // A future booking: CANCELLED is a change staff may make now (COMPLETED waits for the start).
        request: () => ({ params: { id: booking.id }, payload: { status: 'CANCELLED' } }),
      };
    },
  },
  'PUT /api/bookings/{id}/cancel': {
    isDestructive: true,
    stage: async (stage) => {
      const { booking } = await clientBookingScene(stage);
      return {
        owner: stage.team.client,
        request: () => ({ params: { id: booking.id }, payload: { reason: 'No puedo asistir' } }),
      };
    },
  },
  'GET /api/spaces/{spaceId}/orphaned-bookings': {
    stage: async (stage) => {
      const agenda = await stage.agenda();
      await stage.clientBooking(agenda);
      await stage.call(
        'DELETE',
        `/api/spaces/${agenda.spaceId}/members/${stage.team.host.id}`,
        stage.team.admin,
      );
      return { owner: stage.team.admin, request: () => ({ params: { spaceId: agenda.spaceId } }) };
    },
  },
  'POST /api/spaces/{spaceId}/orphaned-bookings/{bookingId}/reassign': {
    isDestructive: true,
    stage: async (stage) => {
      const agenda = await stage.agenda();
      const booking = await stage.clientBooking(agenda);
      await stage.call(
        'DELETE',
        `/api/spaces/${agenda.spaceId}/members/${stage.team.host.id}`,
        stage.team.admin,
      );
      return {
        owner: stage.team.admin,
        request: () => ({
          params: { spaceId: agenda.spaceId, bookingId: booking.id },
          payload: { hostId: stage.team.admin.id },
        }),
      };
    },
  },
  'GET /api/bookings/host/{hostId}/availability': {
    stage: async (stage) => {
      const agenda = await stage.agenda();
      return {
        owner: stage.team.host,
        request: () => ({
          params: { hostId: stage.team.host.id },
          query: { date: '2026-03-10', spaceId: agenda.spaceId },
        }),
      };
    },
  },

  'GET /api/public/bookings/{token}': {
    stage: async (stage) => {
      const { token } = await stage.publicBooking(await stage.agenda());
      return { owner: stage.team.client, request: () => ({ params: { token } }) };
    },
  },
  'POST /api/public/bookings/{token}/cancel': {
    isDestructive: true,
    stage: async (stage) => {
      const { token } = await stage.publicBooking(await stage.agenda());
      return {
        owner: stage.team.client,
        request: () => ({ params: { token }, payload: { reason: 'No puedo ir' } }),
      };
    },
  },
  'POST /api/public/bookings/{token}/confirm-attendance': {
    stage: async (stage) => {
      const { token } = await stage.publicBooking(await stage.agenda());
      return { owner: stage.team.client, request: () => ({ params: { token } }) };
    },
  },
  'POST /api/public/bookings/{token}/reschedule': {
    stage: async (stage) => {
      const { token } = await stage.publicBooking(await stage.agenda());
      return {
        owner: stage.team.client,
        request: () => {
          const { startTime, endTime } = stage.nextSlot();
          return { params: { token }, payload: { startTime, endTime } };
        },
      };
    },
  },

  'GET /api/public/space/by-route/{route}': {
    stage: async (stage) => {
      const { route } = await stage.agenda();
      return { owner: stage.team.admin, request: () => ({ params: { route } }) };
    },
  },
  'GET /api/public/space/by-route/{route}/logo': {
    stage: async (stage) => {
      const { spaceId, route } = await stage.space();
      await stage.logo(spaceId);
      return { owner: stage.team.admin, request: () => ({ params: { route } }) };
    },
  },
  'GET /api/public/space/{spaceId}': {
    stage: async (stage) => {
      const { spaceId } = await stage.agenda();
      return { owner: stage.team.admin, request: () => ({ params: { spaceId } }) };
    },
  },
  'GET /api/public/space/{spaceId}/media': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      await stage.mediaItem(spaceId);
      return { owner: stage.team.admin, request: () => ({ params: { spaceId } }) };
    },
  },
  'GET /api/public/space/{spaceId}/service/{serviceId}/host/{hostId}/available-slots': {
    stage: async (stage) => {
      const params = await slotParams(stage);
      return {
        owner: stage.team.host,
        request: () => ({ params, query: { fromDate: '2026-03-10', toDate: '2026-03-10' } }),
      };
    },
  },
  'GET /api/public/space/{spaceId}/service/{serviceId}/host/{hostId}/next-available': {
    stage: async (stage) => {
      const params = await slotParams(stage);
      return { owner: stage.team.host, request: () => ({ params }) };
    },
  },
  'GET /api/public/space/{spaceId}/service/{serviceId}/any-host/available-slots': {
    stage: async (stage) => {
      const { spaceId, serviceId } = await slotParams(stage);
      return {
        owner: stage.team.host,
        request: () => ({
          params: { spaceId, serviceId },
          query: { fromDate: '2026-03-10', toDate: '2026-03-10' },
        }),
      };
    },
  },
  'GET /api/public/space/{spaceId}/service/{serviceId}/any-host/next-available': {
    stage: async (stage) => {
      const { spaceId, serviceId } = await slotParams(stage);
      return { owner: stage.team.host, request: () => ({ params: { spaceId, serviceId } }) };
    },
  },
  'GET /api/directory/spaces': {
    stage: async (stage) => {
      await stage.agenda();
      return { owner: stage.team.admin, request: () => ({}) };
    },
  },
};
