import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  BookingIdParamsSchema,
  BookingListQuerySchema,
  BookingListSchema,
  BookingResultSchema,
  CancelBookingSchema,
  CreateClientBookingSchema,
  CreateHostBookingSchema,
  CreateInternalBookingSchema,
  MyBookingsQuerySchema,
  UpdateBookingStatusSchema,
} from '@citavet/domain/bookings/booking.schema';
import { EDIT_BOOKING_MESSAGES, UpdateBookingSchema } from '@citavet/domain/bookings/booking-edit.schema';
import {
  CreateAnyHostPublicBookingSchema,
  CreatePublicBookingSchema,
  IdempotencyHeadersSchema,
} from '@citavet/domain/bookings/public-booking.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { type RouteGroups, routeGroups } from '../../http/route-groups';
import { cancelBooking } from './cancel-booking';
import { changeBookingStatus } from './change-booking-status';
import { daySheetRoutes } from './day-sheet/day-sheet.routes';
import { getBooking } from './get-booking';
import { bookingLinksRoutes } from './links/booking-links.routes';
import { listBookings } from './list-bookings';
import { listMyBookings } from './list-my-bookings';
import { createClientBooking } from './placement/create-client-booking';
import { createHostBooking } from './placement/create-host-booking';
import { createInternalBooking } from './placement/create-internal-booking';
import { createAnyHostPublicBooking } from './public/create-any-host-booking';
import { createPublicBooking, PublicBookingEnvelopeSchema } from './public/create-public-booking';
import { updateBooking } from './update-booking';
import { waitlistRoutes } from './waitlist/waitlist.routes';

const tags = ['bookings'];
const security = [{ bearerAuth: [] }];
const CREATED_MESSAGE = 'Reserva creada exitosamente';
const bookingCreated = { 201: successEnvelope(BookingResultSchema) };
const bookingAnswer = { 200: successEnvelope(BookingResultSchema) };
/** Signed-in first: an anonymous call is a 401 even when its input is also wrong. */
const onRequest = async (request: FastifyRequest) => {
  requireUser(request);
};

export async function bookingsRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const routes = routeGroups(fastify, deps);
  staffBookingRoutes(routes);
  publicBookingRoutes(routes);
  bookingReadRoutes(routes);
  bookingChangeRoutes(routes);
  await bookingRoomRoutes(routes);
}

/** Bookings the staff and the clients of a space make. */
function staffBookingRoutes({ app, deps }: RouteGroups) {
  app.post(
    '/bookings',
    {
      onRequest,
      schema: {
        operationId: 'createClientBooking',
        summary: 'Reservar una cita como cliente con cuenta',
        domainErrors: [404, 409],
        tags,
        security,
        body: CreateClientBookingSchema,
        response: bookingCreated,
      },
    },
    async (request, reply) => {
      const booking = await createClientBooking(deps, requireUser(request).id, request.body);
      return reply.status(201).send(ok({ booking }, CREATED_MESSAGE));
    },
  );

  app.post(
    '/bookings/host-create',
    {
      onRequest,
      schema: {
        operationId: 'createHostBooking',
        summary: 'Crear una cita para un cliente desde la agenda',
        domainErrors: [403, 404, 409],
        tags,
        security,
        body: CreateHostBookingSchema,
        response: bookingCreated,
      },
    },
    async (request, reply) => {
      const booking = await createHostBooking(deps, requireUser(request).id, request.body);
      return reply.status(201).send(ok({ booking }, CREATED_MESSAGE));
    },
  );

  app.post(
    '/bookings/internal',
    {
      onRequest,
      schema: {
        operationId: 'createInternalBooking',
        summary: 'Crear una cita interna del equipo del espacio',
        domainErrors: [403, 404, 409],
        tags,
        security,
        body: CreateInternalBookingSchema,
        response: bookingCreated,
      },
    },
    async (request, reply) => {
      const booking = await createInternalBooking(deps, requireUser(request).id, request.body);
      return reply.status(201).send(ok({ booking }, CREATED_MESSAGE));
    },
  );
}

/** Bookings made from the clinic's public page. */
function publicBookingRoutes({ app, deps }: RouteGroups) {
  // Public: no sign-in, limited per IP; an Idempotency-Key makes a retry safe.
  app.post(
    '/bookings/public',
    {
      config: { rateLimit: { max: deps.config.rateLimits.publicBookingPerMinute, timeWindow: 60_000 } },
      schema: {
        operationId: 'createPublicBooking',
        summary: 'Reservar una cita desde la página pública, sin cuenta',
        domainErrors: [404, 409],
        tags: ['public'],
        headers: IdempotencyHeadersSchema,
        body: CreatePublicBookingSchema,
        response: { 201: PublicBookingEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const answer = await createPublicBooking(deps, request.body, request.headers['idempotency-key']);
      if (answer.isReplay) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(answer.body);
    },
  );

  // 'Cualquier profesional' (decision 054): the server picks the host.
  app.post(
    '/bookings/public/any-host',
    {
      config: { rateLimit: { max: deps.config.rateLimits.publicBookingPerMinute, timeWindow: 60_000 } },
      schema: {
        operationId: 'createAnyHostPublicBooking',
        summary: "Reservar con 'Cualquier profesional': el servidor elige un profesional libre",
        domainErrors: [404, 409],
        tags: ['public'],
        headers: IdempotencyHeadersSchema,
        body: CreateAnyHostPublicBookingSchema,
        response: { 201: PublicBookingEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const answer = await createAnyHostPublicBooking(deps, request.body, request.headers['idempotency-key']);
      if (answer.isReplay) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(answer.body);
    },
  );
}

/** Bookings listed and read. */
function bookingReadRoutes({ app, deps }: RouteGroups) {
  app.get(
    '/bookings',
    {
      onRequest,
      schema: {
        operationId: 'listBookings',
        summary: 'Listar las citas de un espacio (agenda)',
        domainErrors: [403, 404],
        tags,
        security,
        querystring: BookingListQuerySchema,
        response: { 200: successEnvelope(BookingListSchema) },
      },
    },
    async (request) => ok(await listBookings(deps, requireUser(request).id, request.query)),
  );

  app.get(
    '/bookings/my-bookings',
    {
      onRequest,
      schema: {
        operationId: 'listMyBookings',
        summary: 'Listar las citas reservadas por el usuario',
        tags,
        security,
        querystring: MyBookingsQuerySchema,
        response: { 200: successEnvelope(BookingListSchema) },
      },
    },
    async (request) => ok(await listMyBookings(deps, requireUser(request).id, request.query)),
  );

  app.get(
    '/bookings/:id',
    {
      onRequest,
      schema: {
        operationId: 'getBooking',
        summary: 'Ver una cita',
        domainErrors: [404],
        tags,
        security,
        params: BookingIdParamsSchema,
        response: bookingAnswer,
      },
    },
    async (request) => ok({ booking: await getBooking(deps, requireUser(request).id, request.params.id) }),
  );
}

/** A booking edited, its status changed, and cancelled. */
function bookingChangeRoutes({ app, deps }: RouteGroups) {
  app.put(
    '/bookings/:id',
    {
      onRequest,
      schema: {
        operationId: 'updateBooking',
        summary: 'Cambiar la hora o las notas de una cita',
        domainErrors: [403, 404, 409],
        tags,
        security,
        params: BookingIdParamsSchema,
        body: UpdateBookingSchema,
        response: bookingAnswer,
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const booking = await updateBooking(deps, userId, request.params.id, request.body);
      return ok({ booking }, EDIT_BOOKING_MESSAGES.updated);
    },
  );

  app.put(
    '/bookings/:id/status',
    {
      onRequest,
      schema: {
        operationId: 'changeBookingStatus',
        summary: 'Cambiar el estado de una cita',
        domainErrors: [403, 404, 409],
        tags,
        security,
        params: BookingIdParamsSchema,
        body: UpdateBookingStatusSchema,
        response: bookingAnswer,
      },
    },
    async (request) => {
      const actor = { userId: requireUser(request).id, ip: request.ip };
      const booking = await changeBookingStatus(deps, actor, request.params.id, request.body.status);
      return ok({ booking }, 'Estado de la reserva actualizado');
    },
  );

  app.put(
    '/bookings/:id/cancel',
    {
      onRequest,
      schema: {
        operationId: 'cancelBooking',
        summary: 'Cancelar una cita indicando el motivo',
        domainErrors: [403, 404, 409],
        tags,
        security,
        params: BookingIdParamsSchema,
        body: CancelBookingSchema,
        response: bookingAnswer,
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const booking = await cancelBooking(deps, userId, request.params.id, request.body.reason);
      return ok({ booking }, 'Reserva cancelada');
    },
  );
}

/** The rooms: links, waitlist and day sheet. */
async function bookingRoomRoutes({ deps, fastify }: RouteGroups) {
  await bookingLinksRoutes(fastify, deps);
  await waitlistRoutes(fastify, deps);
  await daySheetRoutes(fastify, deps);
}
