import { AgendaDaySheetQuerySchema } from '@citavet/domain/bookings/booking.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../../app-dependencies';
import { requireUser } from '../../../http/authenticate';
import { printDaySheet } from './print-day-sheet';

const SpaceParamsSchema = z.strictObject({ spaceId: z.guid('ID de espacio no válido') });

/** Signed-in first: an anonymous call is a 401 even when its input is also wrong. */
const onRequest = async (request: FastifyRequest) => {
  requireUser(request);
};

export async function daySheetRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/spaces/:spaceId/agenda/day.pdf',
    {
      onRequest,
      schema: {
        operationId: 'printAgendaDay',
        summary: 'Imprimir la agenda de un día por profesional (PDF A4)',
        domainErrors: [403, 404],
        tags: ['bookings'],
        security: [{ bearerAuth: [] }],
        params: SpaceParamsSchema,
        querystring: AgendaDaySheetQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await printDaySheet(
        deps,
        requireUser(request).id,
        request.params.spaceId,
        request.query,
      );
      // Names and phones of the day's clients: never kept by a cache.
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );
}
