import { caldavConnections } from '@citavet/db/schema/calendar';
import { spaceMembers } from '@citavet/db/schema/spaces';
import { and, eq } from 'drizzle-orm';
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

/**
 * A CalDAV connection of the caller's own in the space (written directly: connecting needs a real
 * server), with one calendar that blocks nothing, so choosing calendars makes no request. A caller
 * who is not a member has none (the membership is its foreign key).
 */
async function ownConnection(stage: MatrixStage, actor: Actor | null, spaceId: string) {
  if (!actor) return;
  const { db } = stage.context.database;
  const [member] = await db
    .select({ userId: spaceMembers.userId })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.userId, actor.id)));
  if (!member) return;
  await db
    .insert(caldavConnections)
    .values({
      spaceId,
      userId: actor.id,
      url: 'http://127.0.0.1:9/',
      username: 'matriz',
      passwordSealed: 'v1.a.b.c',
      calendars: [
        {
          url: 'http://127.0.0.1:9/matriz/citas/',
          name: 'Citas',
          color: null,
          blocksTime: false,
          receivesBookings: false,
          pulledCtag: null,
          pulledSyncToken: null,
          readAt: null,
        },
      ],
    })
    .onConflictDoNothing();
}

export const CALENDAR_SCENARIOS: Scenarios = {
  'GET /api/spaces/{spaceId}/caldav-connection': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return { owner: stage.team.host, request: () => ({ params: { spaceId } }) };
    },
  },
  'GET /api/spaces/{spaceId}/caldav-health': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return { owner: stage.team.host, request: () => ({ params: { spaceId } }) };
    },
  },
  'PUT /api/spaces/{spaceId}/caldav-connection': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return {
        owner: stage.team.host,
        // Nothing listens there: a caller allowed to connect reaches discovery, which answers 400.
        request: () => ({
          params: { spaceId },
          payload: { url: 'http://127.0.0.1:9/', user: 'vet', password: 'x' },
        }),
      };
    },
  },
  'PATCH /api/spaces/{spaceId}/caldav-connection': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return {
        owner: stage.team.host,
        request: async (actor) => {
          await ownConnection(stage, actor, spaceId);
          return {
            params: { spaceId },
            payload: { busyCalendarUrls: [], targetCalendarUrl: 'http://127.0.0.1:9/matriz/citas/' },
          };
        },
      };
    },
  },
  'DELETE /api/spaces/{spaceId}/caldav-connection': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return {
        owner: stage.team.host,
        request: async (actor) => {
          await ownConnection(stage, actor, spaceId);
          return { params: { spaceId } };
        },
      };
    },
  },
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
