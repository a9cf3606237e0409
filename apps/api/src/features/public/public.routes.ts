import { AVAILABILITY_CHANNEL } from '@citavet/db/availability-announcements';
import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  AvailableSlotsQuerySchema,
  AvailableSlotsSchema,
  NextAvailableQuerySchema,
  NextAvailableSchema,
  PublicAnyHostSlotsParamsSchema,
  PublicMediaListSchema,
  PublicMediaQuerySchema,
  PublicRouteParamsSchema,
  PublicSlotsParamsSchema,
  PublicSpaceParamsSchema,
  PublicSpaceSchema,
} from '@citavet/domain/public/public-space.schema';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import { ok } from '../../http/envelope';
import { routeGroups } from '../../http/route-groups';
import { answerAvailableSlots } from './answer-available-slots';
import { findLogoUrlByRoute } from './find-logo-by-route';
import { findNextAvailable } from './find-next-available';
import { getPublicSpace } from './get-public-space';
import { findAnyHostNextAvailable, listAnyHostSlots } from './list-any-host-slots';
import { listPublicSpaceMedia } from './list-public-media';
import { SlotAnswerCache } from './slot-answer-cache';

const tags = ['public'];
const spaceAnswer = { 200: successEnvelope(PublicSpaceSchema) };
const SLOTS_PATH = '/public/space/:spaceId/service/:serviceId/host/:hostId';
const ANY_HOST_PATH = '/public/space/:spaceId/service/:serviceId/any-host';
const DEFAULT_SLOT_CACHE_BYTES = 32 * 1024 * 1024;

/** The booking page's reads: no sign-in, public fields only. */
export async function publicRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const routes = await publicRouteContext(fastify, deps);
  publicSpaceRoutes(routes);
  publicSlotRoutes(routes);
}

/** What the routes below share, made once when the plugin registers. */
async function publicRouteContext(fastify: FastifyInstance, deps: AppDependencies) {
  const groups = routeGroups(fastify, deps);
  const cache = new SlotAnswerCache(deps.config.slotCacheBytes ?? DEFAULT_SLOT_CACHE_BYTES);
  const subscription = await deps.database.listen(AVAILABILITY_CHANNEL, {
    onNotification: (payload) => cache.announce(payload),
    onLiveChange: (isLive) => cache.setLive(isLive),
  });
  fastify.addHook('onClose', subscription.stop);
  const slotAnswers = { cache, catchUp: subscription.catchUp };
  return { ...groups, cache, subscription, slotAnswers };
}

type PublicRoutes = Awaited<ReturnType<typeof publicRouteContext>>;

/** The clinic's public page: the space by its route or id, its logo and its gallery. */
function publicSpaceRoutes({ app, deps }: PublicRoutes) {
  app.get(
    '/public/space/by-route/:route',
    {
      schema: {
        operationId: 'getPublicSpaceByRoute',
        summary: 'Ver la página pública de un espacio por su ruta',
        domainErrors: [404],
        tags,
        params: PublicRouteParamsSchema,
        response: spaceAnswer,
      },
    },
    async (request) => ok(await getPublicSpace(deps, { route: request.params.route })),
  );

  app.get(
    '/public/space/by-route/:route/logo',
    {
      schema: {
        operationId: 'redirectToPublicLogo',
        summary: 'Redirigir al logo de un espacio por su ruta',
        domainErrors: [404],
        tags,
        params: PublicRouteParamsSchema,
      },
    },
    async (request, reply) => {
      const url = await findLogoUrlByRoute(deps, request.params.route);
      return reply.header('cache-control', 'public, max-age=60').redirect(url, 302);
    },
  );

  app.get(
    '/public/space/:spaceId',
    {
      schema: {
        operationId: 'getPublicSpace',
        summary: 'Ver la página pública de un espacio por su id',
        domainErrors: [404],
        tags,
        params: PublicSpaceParamsSchema,
        response: spaceAnswer,
      },
    },
    async (request) => ok(await getPublicSpace(deps, { spaceId: request.params.spaceId })),
  );

  app.get(
    '/public/space/:spaceId/media',
    {
      schema: {
        operationId: 'listPublicMedia',
        summary: 'Listar las fotos y vídeos publicados de un espacio',
        domainErrors: [404],
        tags,
        params: PublicSpaceParamsSchema,
        querystring: PublicMediaQuerySchema,
        response: { 200: successEnvelope(PublicMediaListSchema) },
      },
    },
    async (request) => ok(await listPublicSpaceMedia(deps, request.params.spaceId, request.query)),
  );
}

/** What can be booked: the services, the professionals and the free slots. */
function publicSlotRoutes({ app, deps, slotAnswers }: PublicRoutes) {
  app.get(
    `${SLOTS_PATH}/available-slots`,
    {
      schema: {
        operationId: 'listAvailableSlots',
        summary: 'Listar las horas libres de un profesional para un servicio',
        domainErrors: [404],
        tags,
        params: PublicSlotsParamsSchema,
        querystring: AvailableSlotsQuerySchema,
        response: { 200: successEnvelope(AvailableSlotsSchema) },
      },
    },
    async (request, typedReply) => {
      const answer = await answerAvailableSlots(deps, slotAnswers, request.params, request.query);
      // The bytes were checked against the documented schema when made; Fastify sends a Buffer as is.
      const reply: FastifyReply = typedReply;
      // A month of slots is ~100 KB of JSON and ~8 KB gzipped; the gzip is made once per answer.
      reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        return reply.header('content-encoding', 'gzip').send(answer.gzipped());
      }
      return reply.send(answer.body);
    },
  );

  app.get(
    `${SLOTS_PATH}/next-available`,
    {
      schema: {
        operationId: 'findNextAvailable',
        summary: 'Buscar las próximas horas libres de un profesional',
        domainErrors: [404],
        tags,
        params: PublicSlotsParamsSchema,
        querystring: NextAvailableQuerySchema,
        response: { 200: successEnvelope(NextAvailableSchema) },
      },
    },
    async (request) => ok(await findNextAvailable(deps, request.params, request.query)),
  );

  // 'Cualquier profesional' (decision 054): computed on every request. The per-host answers' cache
  // is invalidated host by host; a union would need every host's stamp, and measured cost is low.
  app.get(
    `${ANY_HOST_PATH}/available-slots`,
    {
      schema: {
        operationId: 'listAnyHostSlots',
        summary: "Listar las horas libres de un servicio con 'Cualquier profesional'",
        domainErrors: [404],
        tags,
        params: PublicAnyHostSlotsParamsSchema,
        querystring: AvailableSlotsQuerySchema,
        response: { 200: successEnvelope(AvailableSlotsSchema) },
      },
    },
    async (request) => ok(await listAnyHostSlots(deps, request.params, request.query)),
  );

  app.get(
    `${ANY_HOST_PATH}/next-available`,
    {
      schema: {
        operationId: 'findAnyHostNextAvailable',
        summary: "Buscar las próximas horas libres de un servicio con 'Cualquier profesional'",
        domainErrors: [404],
        tags,
        params: PublicAnyHostSlotsParamsSchema,
        querystring: NextAvailableQuerySchema,
        response: { 200: successEnvelope(NextAvailableSchema) },
      },
    },
    async (request) => ok(await findAnyHostNextAvailable(deps, request.params, request.query)),
  );
}
