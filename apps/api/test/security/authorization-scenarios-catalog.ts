import { DEFAULT_REMINDER_SETTINGS } from '@citavet/domain/reminders/reminder-settings.schema';
import type { Scenarios } from './authorization-scenario';
import { absenceOf, type MatrixStage, overrideOf } from './authorization-stage';

// Valid requests for services, schedules, disabled dates, media, the logo and stored files.

/** A space with a service and the host's week on it; the host owns the schedule. */
async function hostWeek(stage: MatrixStage) {
  const { spaceId } = await stage.space();
  const serviceId = await stage.service(spaceId);
  const [scheduleId] = await stage.weekSchedules(serviceId, stage.team.host.id);
  if (!scheduleId) throw new Error('the host has no schedule');
  return { spaceId, serviceId, scheduleId };
}

const absenceDay = (cell: number) => `2026-06-0${cell + 1}`;

async function spaceWithMedia(stage: MatrixStage) {
  const { spaceId } = await stage.space();
  return { spaceId, mediaId: await stage.mediaItem(spaceId) };
}

export const CATALOG_SCENARIOS: Scenarios = {
  'GET /api/spaces/{spaceId}/services': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      await stage.service(spaceId);
      return { owner: stage.team.admin, request: () => ({ params: { spaceId } }) };
    },
  },
  'POST /api/spaces/{spaceId}/services': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return {
        owner: stage.team.admin,
        request: () => ({ params: { spaceId }, payload: { name: stage.unique('Vacunación'), duration: 20 } }),
      };
    },
  },
  'GET /api/services/{id}': {
    stage: async (stage) => {
      const { serviceId } = await hostWeek(stage);
      return { owner: stage.team.admin, request: () => ({ params: { id: serviceId } }) };
    },
  },
  'PUT /api/services/{id}': {
    stage: async (stage) => {
      const { serviceId } = await hostWeek(stage);
      return {
        owner: stage.team.admin,
        request: () => ({ params: { id: serviceId }, payload: { price: 30 } }),
      };
    },
  },
  'DELETE /api/services/{id}': {
    isDestructive: true,
    stage: async (stage) => {
      const { serviceId } = await hostWeek(stage);
      return { owner: stage.team.admin, request: () => ({ params: { id: serviceId } }) };
    },
  },

  'GET /api/services/{serviceId}/schedules': {
    stage: async (stage) => {
      const { serviceId } = await hostWeek(stage);
      return { owner: stage.team.host, request: () => ({ params: { serviceId } }) };
    },
  },
  'POST /api/services/{serviceId}/schedules': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      const serviceId = await stage.service(spaceId);
      return {
        owner: stage.team.host,
        request: (_actor, cell) => ({
          params: { serviceId },
          payload: { hostId: stage.team.host.id, dayOfWeek: cell + 1, startTime: '09:00', endTime: '13:00' },
        }),
      };
    },
  },
  'POST /api/services/schedules/bulk': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      const serviceId = await stage.service(spaceId);
      return {
        owner: stage.team.host,
        request: (_actor, cell) => ({
          payload: {
            serviceId,
            hostId: stage.team.host.id,
            schedules: [{ dayOfWeek: cell + 1, startTime: '09:00', endTime: '13:00', isActive: true }],
          },
        }),
      };
    },
  },
  'PUT /api/schedules/{id}': {
    stage: async (stage) => {
      const { scheduleId } = await hostWeek(stage);
      return {
        owner: stage.team.host,
        request: () => ({ params: { id: scheduleId }, payload: { customPrice: 30 } }),
      };
    },
  },
  'DELETE /api/schedules/{id}': {
    isDestructive: true,
    stage: async (stage) => {
      const { scheduleId } = await hostWeek(stage);
      return { owner: stage.team.host, request: () => ({ params: { id: scheduleId } }) };
    },
  },
  'GET /api/spaces/{spaceId}/schedules': {
    stage: async (stage) => {
      const { spaceId } = await hostWeek(stage);
      return { owner: stage.team.admin, request: () => ({ params: { spaceId } }) };
    },
  },

  'GET /api/spaces/{spaceId}/reminder-settings': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return { owner: stage.team.admin, request: () => ({ params: { spaceId } }) };
    },
  },
  'PUT /api/spaces/{spaceId}/reminder-settings': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return {
        owner: stage.team.admin,
        request: () => ({ params: { spaceId }, payload: DEFAULT_REMINDER_SETTINGS }),
      };
    },
  },
  'POST /api/spaces/{spaceId}/disabled-dates': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return {
        owner: stage.team.host,
        request: (_actor, cell) => ({
          params: { spaceId },
          payload: absenceOf(stage.team.host.id, absenceDay(cell)),
        }),
      };
    },
  },
  'GET /api/spaces/{spaceId}/disabled-dates': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      await stage.hostAbsence(spaceId);
      return { owner: stage.team.admin, request: () => ({ params: { spaceId } }) };
    },
  },
  'GET /api/spaces/{spaceId}/disabled-dates/check': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      await stage.hostAbsence(spaceId);
      return {
        owner: stage.team.host,
        request: () => ({
          params: { spaceId },
          query: { hostId: stage.team.host.id, dateTime: '2026-06-01T10:00' },
        }),
      };
    },
  },
  'PUT /api/spaces/{spaceId}/disabled-dates/{id}': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      const id = await stage.hostAbsence(spaceId);
      return {
        owner: stage.team.host,
        request: () => ({ params: { spaceId, id }, payload: absenceOf(stage.team.host.id, '2026-06-02') }),
      };
    },
  },
  'DELETE /api/spaces/{spaceId}/disabled-dates/{id}': {
    isDestructive: true,
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      const id = await stage.hostAbsence(spaceId);
      return { owner: stage.team.host, request: () => ({ params: { spaceId, id } }) };
    },
  },

  'POST /api/spaces/{spaceId}/schedule-overrides': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return {
        owner: stage.team.host,
        request: (_actor, cell) => ({
          params: { spaceId },
          payload: overrideOf(stage.team.host.id, absenceDay(cell)),
        }),
      };
    },
  },
  'GET /api/spaces/{spaceId}/schedule-overrides': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      await stage.hostOverride(spaceId);
      return { owner: stage.team.admin, request: () => ({ params: { spaceId } }) };
    },
  },
  'PUT /api/spaces/{spaceId}/schedule-overrides/{id}': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      const id = await stage.hostOverride(spaceId);
      return {
        owner: stage.team.host,
        request: () => ({ params: { spaceId, id }, payload: overrideOf(stage.team.host.id, '2026-06-07') }),
      };
    },
  },
  'DELETE /api/spaces/{spaceId}/schedule-overrides/{id}': {
    isDestructive: true,
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      const id = await stage.hostOverride(spaceId);
      return { owner: stage.team.host, request: () => ({ params: { spaceId, id } }) };
    },
  },

  'POST /api/spaces/{spaceId}/media': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      const form = await stage.mediaForm();
      return {
        owner: stage.team.admin,
        request: () => ({ params: { spaceId }, payload: form.payload, headers: form.headers }),
      };
    },
  },
  'GET /api/spaces/{spaceId}/media': {
    stage: async (stage) => {
      const { spaceId } = await spaceWithMedia(stage);
      return { owner: stage.team.admin, request: () => ({ params: { spaceId } }) };
    },
  },
  'DELETE /api/spaces/{spaceId}/media': {
    isDestructive: true,
    stage: async (stage) => {
      const { spaceId, mediaId } = await spaceWithMedia(stage);
      return {
        owner: stage.team.admin,
        request: () => ({ params: { spaceId }, payload: { mediaIds: [mediaId] } }),
      };
    },
  },
  'PUT /api/spaces/{spaceId}/media/reorder': {
    stage: async (stage) => {
      const { spaceId, mediaId } = await spaceWithMedia(stage);
      return {
        owner: stage.team.admin,
        request: () => ({ params: { spaceId }, payload: { mediaIds: [mediaId] } }),
      };
    },
  },
  'GET /api/spaces/{spaceId}/media/{mediaId}': {
    stage: async (stage) => {
      const params = await spaceWithMedia(stage);
      return { owner: stage.team.admin, request: () => ({ params }) };
    },
  },
  'PUT /api/spaces/{spaceId}/media/{mediaId}': {
    stage: async (stage) => {
      const params = await spaceWithMedia(stage);
      return {
        owner: stage.team.admin,
        request: () => ({ params, payload: { description: 'Sala de espera' } }),
      };
    },
  },
  'DELETE /api/spaces/{spaceId}/media/{mediaId}': {
    isDestructive: true,
    stage: async (stage) => {
      const params = await spaceWithMedia(stage);
      return { owner: stage.team.admin, request: () => ({ params }) };
    },
  },

  'POST /api/spaces/{spaceId}/logo': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      const form = await stage.logoForm();
      return {
        owner: stage.team.admin,
        request: () => ({ params: { spaceId }, payload: form.payload, headers: form.headers }),
      };
    },
  },
  'DELETE /api/spaces/{spaceId}/logo': {
    isDestructive: true,
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      await stage.logo(spaceId);
      return { owner: stage.team.admin, request: () => ({ params: { spaceId } }) };
    },
  },
  'GET /api/spaces/{spaceId}/logo': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      await stage.logo(spaceId);
      return { owner: stage.team.admin, request: () => ({ params: { spaceId } }) };
    },
  },
  'GET /api/spaces/{spaceId}/logo.png': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      await stage.logo(spaceId);
      return { owner: stage.team.admin, request: () => ({ params: { spaceId } }) };
    },
  },
  'GET /api/spaces/{spaceId}/logo/info': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      await stage.logo(spaceId);
      return { owner: stage.team.admin, request: () => ({ params: { spaceId } }) };
    },
  },
  'GET /api/files/{key}': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      const key = await stage.logo(spaceId);
      return { owner: stage.team.admin, request: () => ({ params: { key } }) };
    },
  },
};
