import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import { BookingListSchema, BookingResultSchema } from '@citavet/domain/bookings/booking.schema';
import {
  ORPHANED_BOOKING_MESSAGES,
  OrphanedBookingParamsSchema,
  ReassignBookingSchema,
} from '@citavet/domain/bookings/orphaned-booking.schema';
import { SpaceScopedParamsSchema } from '@citavet/domain/spaces/space.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { listOrphanedBookings } from './list-orphaned-bookings';
import { reassignBooking } from './reassign-booking';

const tags = ['bookings'];
const security = [{ bearerAuth: [] }];
const onRequest = async (request: FastifyRequest) => {
  requireUser(request);
};

/** A removed member's future appointments, for the ADMIN to reassign (cancel: PUT /bookings/{id}/cancel). */
export async function orphanedBookingsRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/spaces/:spaceId/orphaned-bookings',
    {
      onRequest,
      schema: {
        operationId: 'listOrphanedBookings',
        summary: 'Listar las citas futuras de miembros eliminados, para reasignarlas o cancelarlas',
        domainErrors: [403, 404],
        tags,
        security,
        params: SpaceScopedParamsSchema,
        response: { 200: successEnvelope(BookingListSchema) },
      },
    },
    async (request) => ok(await listOrphanedBookings(deps, requireUser(request).id, request.params.spaceId)),
  );

  app.post(
    '/spaces/:spaceId/orphaned-bookings/:bookingId/reassign',
    {
      onRequest,
      schema: {
        operationId: 'reassignOrphanedBooking',
        summary: 'Reasignar una cita de un miembro eliminado a otro miembro del espacio',
        domainErrors: [403, 404, 409],
        tags,
        security,
        params: OrphanedBookingParamsSchema,
        body: ReassignBookingSchema,
        response: { 200: successEnvelope(BookingResultSchema) },
      },
    },
    async (request) => {
      const booking = await reassignBooking(deps, requireUser(request).id, {
        ...request.params,
        hostId: request.body.hostId,
      });
      return ok({ booking }, ORPHANED_BOOKING_MESSAGES.reassigned);
    },
  );
}
