import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  HostAvailabilityQuerySchema,
  HostAvailabilitySchema,
  HostIdParamsSchema,
} from '@citavet/domain/bookings/booking.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { findHostAvailability } from './find-host-availability';

/** Signed-in first: an anonymous call is a 401 even when its input is also wrong. */
const onRequest = async (request: FastifyRequest) => {
  requireUser(request);
};

export async function availabilityRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/bookings/host/:hostId/availability',
    {
      onRequest,
      schema: {
        operationId: 'findHostAvailability',
        summary: 'Ver los huecos libres de un profesional en un día',
        domainErrors: [403, 404],
        tags: ['bookings'],
        security: [{ bearerAuth: [] }],
        params: HostIdParamsSchema,
        querystring: HostAvailabilityQuerySchema,
        response: { 200: successEnvelope(HostAvailabilitySchema) },
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      return ok(await findHostAvailability(deps, userId, request.params.hostId, request.query));
    },
  );
}
