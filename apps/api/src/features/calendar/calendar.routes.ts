import { MessageOnlySchema, successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  CALDAV_CONNECTION_MESSAGES,
  CalDavConnectionSchema,
  CalDavConnectionStatusSchema,
  CalDavHealthSchema,
  ConnectCalDavSchema,
  UpdateCalDavConnectionSchema,
} from '@citavet/domain/calendar/caldav-connection.schema';
import {
  CALENDAR_FEED_MESSAGES,
  CalendarFeedFileParamsSchema,
  CalendarFeedLinkSchema,
  CalendarFeedParamsSchema,
  CalendarFeedSchema,
  CalendarFeedsSchema,
  UpdateCalendarFeedSchema,
} from '@citavet/domain/calendar/calendar-feed.schema';
import { SpaceScopedParamsSchema } from '@citavet/domain/spaces/space.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { routeGroups } from '../../http/route-groups';
import { CalendarFeedCache } from './calendar-feed-cache';
import { connectCalDav } from './connect-caldav';
import { createCalendarFeedLink } from './create-calendar-feed-link';
import { deleteCalendarFeed } from './delete-calendar-feed';
import { disconnectCalDav } from './disconnect-caldav';
import { getCalDavConnection } from './get-caldav-connection';
import { getCalDavHealth } from './get-caldav-health';
import { getCalendarFeeds } from './get-calendar-feeds';
import { readCalendarFeed } from './read-calendar-feed';
import { updateCalDavConnection } from './update-caldav-connection';
import { updateCalendarFeed } from './update-calendar-feed';

const secured = [{ bearerAuth: [] }];
const tags = ['calendar'];
const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};

// Calendar apps poll a subscription every few minutes to hours; a token guesser gets this many tries.
const FEED_REQUESTS_PER_MINUTE = 60;
// Bodies kept for repeat polls (about 0.5 KB per booking: a busy feed is under 2 MB).
const FEED_CACHE_BYTES = 16 * 1024 * 1024;

export async function calendarRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const routes = calendarRouteContext(fastify, deps);
  feedRoutes(routes);
  feedLinkRoutes(routes);
  caldavRoutes(routes);
  caldavChangeRoutes(routes);
}

/** What the routes below share, made once when the plugin registers. */
function calendarRouteContext(fastify: FastifyInstance, deps: AppDependencies) {
  const groups = routeGroups(fastify, deps);
  const cache = new CalendarFeedCache(FEED_CACHE_BYTES);
  return { ...groups, cache };
}

type CalendarRoutes = ReturnType<typeof calendarRouteContext>;

/** The subscription a calendar app polls. */
function feedRoutes({ app, deps, cache }: CalendarRoutes) {
  // The subscription itself: no sign-in, the secret token in the URL is the proof (calendar apps
  // send no credentials). Answers 304 to a matching If-None-Match or If-Modified-Since.
  app.get(
    '/calendar/:file',
    {
      config: {
        rateLimit: {
          max: deps.config.rateLimits.calendarFeedPerMinute ?? FEED_REQUESTS_PER_MINUTE,
          timeWindow: 60_000,
        },
      },
      schema: {
        operationId: 'getCalendarFeed',
        summary: 'Leer el calendario de citas de un enlace de suscripción (iCalendar; 304 si no cambió)',
        domainErrors: [404, 429],
        tags,
        params: CalendarFeedFileParamsSchema,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const token = request.params.file.slice(0, -'.ics'.length);
      const answer = await readCalendarFeed(
        deps,
        token,
        {
          ifNoneMatch: request.headers['if-none-match'],
          ifModifiedSince: request.headers['if-modified-since'],
        },
        cache,
      );
      if (answer.kind === 'missing') throw notFound('Este enlace de calendario ya no es válido', 'NOT_FOUND');
      reply
        .header('etag', answer.etag)
        .header('last-modified', answer.lastModified.toUTCString())
        // Private: the URL is a secret; revalidate on every poll so a regenerated token stops at once.
        .header('cache-control', 'private, no-cache')
        .header('referrer-policy', 'no-referrer');
      if (answer.kind === 'not-modified') return reply.status(304).send();
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="citavet.ics"')
        .send(answer.body);
    },
  );
}

/** The member's feed links: listed, made, changed and removed. */
function feedLinkRoutes({ app, deps }: CalendarRoutes) {
  app.get(
    '/spaces/:spaceId/calendar-feeds',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'getCalendarFeeds',
        summary: 'Ver tus enlaces de calendario en el espacio',
        domainErrors: [404],
        tags,
        security: secured,
        params: SpaceScopedParamsSchema,
        response: { 200: successEnvelope(CalendarFeedsSchema) },
      },
    },
    async (request) => ok(await getCalendarFeeds(deps, requireUser(request).id, request.params.spaceId)),
  );

  app.post(
    '/spaces/:spaceId/calendar-feeds/:scope/link',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'createCalendarFeedLink',
        summary: 'Crear o regenerar tu enlace de calendario (el anterior deja de funcionar)',
        domainErrors: [403, 404],
        tags,
        security: secured,
        params: CalendarFeedParamsSchema,
        response: { 200: successEnvelope(CalendarFeedLinkSchema) },
      },
    },
    async (request) => {
      const { spaceId, scope } = request.params;
      const link = await createCalendarFeedLink(deps, requireUser(request).id, spaceId, scope);
      return ok(link, CALENDAR_FEED_MESSAGES.created);
    },
  );

  app.patch(
    '/spaces/:spaceId/calendar-feeds/:scope',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'updateCalendarFeed',
        summary: 'Mostrar u ocultar los nombres de los clientes en tu calendario',
        domainErrors: [403, 404],
        tags,
        security: secured,
        params: CalendarFeedParamsSchema,
        body: UpdateCalendarFeedSchema,
        response: { 200: successEnvelope(CalendarFeedSchema) },
      },
    },
    async (request) => {
      const feed = await updateCalendarFeed(deps, requireUser(request).id, request.params, request.body);
      return ok(feed, CALENDAR_FEED_MESSAGES.updated);
    },
  );

  app.delete(
    '/spaces/:spaceId/calendar-feeds/:scope',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'deleteCalendarFeed',
        summary: 'Desactivar tu enlace de calendario',
        domainErrors: [403, 404],
        tags,
        security: secured,
        params: CalendarFeedParamsSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      await deleteCalendarFeed(deps, requireUser(request).id, request.params);
      return ok(null, CALENDAR_FEED_MESSAGES.deleted);
    },
  );
}

/** The professional's CalDAV connection read, and the agenda's notice of its health. */
function caldavRoutes({ app, deps }: CalendarRoutes) {
  // The professional's own CalDAV account (docs/decisions/087): busy time from the calendars they
  // choose blocks their slots.
  app.get(
    '/spaces/:spaceId/caldav-connection',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'getCalDavConnection',
        summary: 'Ver tu calendario CalDAV conectado en el espacio (nunca su contraseña)',
        domainErrors: [404],
        tags,
        security: secured,
        params: SpaceScopedParamsSchema,
        response: { 200: successEnvelope(CalDavConnectionStatusSchema) },
      },
    },
    async (request) => ok(await getCalDavConnection(deps, requireUser(request).id, request.params.spaceId)),
  );

  // The agenda's notice: connections that fail or whose busy time is out of date (decision 091).
  app.get(
    '/spaces/:spaceId/caldav-health',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'getCalDavHealth',
        summary: 'Calendarios CalDAV que no responden o cuyas horas ocupadas están desactualizadas',
        domainErrors: [404],
        tags,
        security: secured,
        params: SpaceScopedParamsSchema,
        response: { 200: successEnvelope(CalDavHealthSchema) },
      },
    },
    async (request) => ok(await getCalDavHealth(deps, requireUser(request).id, request.params.spaceId)),
  );
}

/** The CalDAV connection made, its calendars chosen, and removed. */
function caldavChangeRoutes({ app, deps }: CalendarRoutes) {
  app.put(
    '/spaces/:spaceId/caldav-connection',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'connectCalDav',
        summary: 'Conectar tu calendario CalDAV (se buscan sus calendarios antes de guardarlo)',
        domainErrors: [400, 403, 404],
        tags,
        security: secured,
        params: SpaceScopedParamsSchema,
        body: ConnectCalDavSchema,
        response: { 200: successEnvelope(CalDavConnectionSchema) },
      },
    },
    async (request) => {
      const connection = await connectCalDav(
        deps,
        requireUser(request).id,
        request.params.spaceId,
        request.body,
      );
      return ok(connection, CALDAV_CONNECTION_MESSAGES.connected);
    },
  );

  app.patch(
    '/spaces/:spaceId/caldav-connection',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'updateCalDavConnection',
        summary: 'Elegir los calendarios que bloquean tu agenda',
        domainErrors: [400, 403, 404],
        tags,
        security: secured,
        params: SpaceScopedParamsSchema,
        body: UpdateCalDavConnectionSchema,
        response: { 200: successEnvelope(CalDavConnectionSchema) },
      },
    },
    async (request) => {
      const connection = await updateCalDavConnection(
        deps,
        requireUser(request).id,
        request.params.spaceId,
        request.body,
        (message, fields) => request.log.warn(fields, message),
      );
      return ok(connection, CALDAV_CONNECTION_MESSAGES.updated);
    },
  );

  app.delete(
    '/spaces/:spaceId/caldav-connection',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'disconnectCalDav',
        summary: 'Desconectar tu calendario CalDAV',
        domainErrors: [404],
        tags,
        security: secured,
        params: SpaceScopedParamsSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      await disconnectCalDav(deps, requireUser(request).id, request.params.spaceId);
      return ok(null, CALDAV_CONNECTION_MESSAGES.disconnected);
    },
  );
}
