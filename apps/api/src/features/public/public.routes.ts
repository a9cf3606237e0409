import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  AvailableSlotsQuerySchema,
  AvailableSlotsSchema,
  NextAvailableQuerySchema,
  NextAvailableSchema,
  PublicMediaListSchema,
  PublicMediaQuerySchema,
  PublicRouteParamsSchema,
  PublicSlotsParamsSchema,
  PublicSpaceParamsSchema,
  PublicSpaceSchema,
} from '@citavet/domain/public/public-space.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from '../../app-dependencies';
import { ok } from '../../http/envelope';
import { findLogoUrlByRoute } from './find-logo-by-route';
import { findNextAvailable } from './find-next-available';
import { getPublicSpace } from './get-public-space';
import { listAvailableSlots } from './list-available-slots';
import { listPublicSpaceMedia } from './list-public-media';

const tags = ['public'];
const spaceAnswer = { 200: successEnvelope(PublicSpaceSchema) };
const SLOTS_PATH = '/public/space/:spaceId/service/:serviceId/host/:hostId';

/** The booking page's reads: no sign-in, public fields only. */
export async function publicRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/public/space/by-route/:route',
    { schema: { tags, params: PublicRouteParamsSchema, response: spaceAnswer } },
    async (request) => ok(await getPublicSpace(deps, { route: request.params.route })),
  );

  app.get(
    '/public/space/by-route/:route/logo',
    { schema: { tags, params: PublicRouteParamsSchema } },
    async (request, reply) => {
      const url = await findLogoUrlByRoute(deps, request.params.route);
      return reply.header('cache-control', 'public, max-age=60').redirect(url, 302);
    },
  );

  app.get(
    '/public/space/:spaceId',
    { schema: { tags, params: PublicSpaceParamsSchema, response: spaceAnswer } },
    async (request) => ok(await getPublicSpace(deps, { spaceId: request.params.spaceId })),
  );

  app.get(
    '/public/space/:spaceId/media',
    {
      schema: {
        tags,
        params: PublicSpaceParamsSchema,
        querystring: PublicMediaQuerySchema,
        response: { 200: successEnvelope(PublicMediaListSchema) },
      },
    },
    async (request) => ok(await listPublicSpaceMedia(deps, request.params.spaceId, request.query)),
  );

  app.get(
    `${SLOTS_PATH}/available-slots`,
    {
      schema: {
        tags,
        params: PublicSlotsParamsSchema,
        querystring: AvailableSlotsQuerySchema,
        response: { 200: successEnvelope(AvailableSlotsSchema) },
      },
    },
    async (request) => ok(await listAvailableSlots(deps, request.params, request.query)),
  );

  app.get(
    `${SLOTS_PATH}/next-available`,
    {
      schema: {
        tags,
        params: PublicSlotsParamsSchema,
        querystring: NextAvailableQuerySchema,
        response: { 200: successEnvelope(NextAvailableSchema) },
      },
    },
    async (request) => ok(await findNextAvailable(deps, request.params, request.query)),
  );
}
