import type { Scenarios } from './authorization-scenario';
import type { Actor, MatrixStage } from './authorization-stage';

// Valid requests for the professional's calendar feeds (docs/decisions/077-calendar-feed-and-caldav.md).
// The per-member writes make the caller's own feed first (through the API), so each cell acts on a
// feed of its own: a caller who may not make one is refused the same way by both calls.

const feedsOf = (spaceId: string, scope: 'HOST' | 'SPACE') =>
  `/api/spaces/${spaceId}/calendar-feeds/${scope}`;

async function ownFeed(stage: MatrixStage, actor: Actor | null, spaceId: string, scope: 'HOST' | 'SPACE') {
  if (actor) await stage.send('POST', `${feedsOf(spaceId, scope)}/link`, actor);
}

export const CALENDAR_SCENARIOS: Scenarios = {
  'GET /api/calendar/{file}': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      const link = await stage.call<{ url: string }>(
        'POST',
        `${feedsOf(spaceId, 'HOST')}/link`,
        stage.team.host,
      );
      const file = new URL(link.url).pathname.split('/').pop() ?? '';
      return { owner: stage.team.host, request: () => ({ params: { file } }) };
    },
  },
  'GET /api/spaces/{spaceId}/calendar-feeds': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return { owner: stage.team.host, request: () => ({ params: { spaceId } }) };
    },
  },
  'POST /api/spaces/{spaceId}/calendar-feeds/{scope}/link': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return { owner: stage.team.admin, request: () => ({ params: { spaceId, scope: 'SPACE' } }) };
    },
  },
  'PATCH /api/spaces/{spaceId}/calendar-feeds/{scope}': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return {
        owner: stage.team.host,
        request: async (actor) => {
          await ownFeed(stage, actor, spaceId, 'HOST');
          return { params: { spaceId, scope: 'HOST' }, payload: { hideClientNames: true } };
        },
      };
    },
  },
  'DELETE /api/spaces/{spaceId}/calendar-feeds/{scope}': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return {
        owner: stage.team.host,
        request: async (actor) => {
          await ownFeed(stage, actor, spaceId, 'HOST');
          return { params: { spaceId, scope: 'HOST' } };
        },
      };
    },
  },
};
