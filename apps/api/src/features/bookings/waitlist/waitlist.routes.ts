import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import { BookingTokenParamsSchema } from '@citavet/domain/bookings/public-booking.schema';
import {
  JoinWaitlistResultSchema,
  JoinWaitlistSchema,
  WAITLIST_MESSAGES,
  WaitlistOfferResultSchema,
} from '@citavet/domain/waitlist/waitlist.schema';
import {
  OfferWaitlistSlotResultSchema,
  OfferWaitlistSlotSchema,
  StaffWaitlistQuerySchema,
  StaffWaitlistSchema,
  WAITLIST_STAFF_MESSAGES,
  WaitlistSettingsSchema,
} from '@citavet/domain/waitlist/waitlist-staff.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../../../app-dependencies';
import { requireUser } from '../../../http/authenticate';
import { ok } from '../../../http/envelope';
import { routeGroups } from '../../../http/route-groups';
import { confirmWaitlistOffer } from './confirm-waitlist-offer';
import { joinWaitlist } from './join-waitlist';
import { leaveWaitlist } from './leave-waitlist';
import { listWaitlist } from './list-space-waitlist';
import { offerWaitlistSlot } from './offer-waitlist-slot';
import { removeWaitlistRequest } from './remove-waitlist-request';
import { getWaitlistSettings, updateWaitlistSettings } from './waitlist-settings';

// The public waitlist (docs/decisions/085-waitlist.md): join from the public page, confirm an offer
// and leave the list through the e-mailed links. No account; the links' tokens are the keys.

const tags = ['public'];
const ServiceParamsSchema = z.strictObject({
  spaceId: z.guid('ID de espacio no válido'),
  serviceId: z.guid('ID de servicio no válido'),
});

const ConfirmOfferBodySchema = z
  .strictObject({
    email: z
      .string()
      .trim()
      .max(254, 'Ingresa un correo electrónico válido')
      .pipe(z.email('Ingresa un correo electrónico válido'))
      .optional(),
  })
  .nullish();
const SpaceParamsSchema = z.strictObject({ spaceId: z.guid('ID de espacio no válido') });
const RequestParamsSchema = SpaceParamsSchema.extend({ requestId: z.guid('ID de solicitud no válido') });
const security = [{ bearerAuth: [] }];
/** Signed-in first: an anonymous call is a 401 even when its input is also wrong. */
const onRequest = async (request: FastifyRequest) => {
  requireUser(request);
};

export async function waitlistRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const routes = waitlistRouteContext(fastify, deps);
  publicWaitlistRoutes(routes);
  staffWaitlistRoutes(routes);
  waitlistSettingsRoutes(routes);
}

/** What the routes below share, made once when the plugin registers. */
function waitlistRouteContext(fastify: FastifyInstance, deps: AppDependencies) {
  const groups = routeGroups(fastify, deps);
  const rateLimit = { max: deps.config.rateLimits.publicBookingPerMinute, timeWindow: 60_000 };
  return { ...groups, rateLimit };
}

type WaitlistRoutes = ReturnType<typeof waitlistRouteContext>;

/** The client's side: joining, confirming an offer, leaving. */
function publicWaitlistRoutes({ app, deps, rateLimit }: WaitlistRoutes) {
  app.post(
    '/public/space/:spaceId/service/:serviceId/waitlist',
    {
      config: { rateLimit },
      schema: {
        operationId: 'joinWaitlist',
        summary: 'Apuntarse a la lista de espera de un servicio (Avísame si se libera un hueco)',
        domainErrors: [404],
        tags,
        params: ServiceParamsSchema,
        body: JoinWaitlistSchema,
        response: { 201: successEnvelope(JoinWaitlistResultSchema) },
      },
    },
    async (request, reply) => {
      const { spaceId, serviceId } = request.params;
      const result = await joinWaitlist(deps, spaceId.toLowerCase(), serviceId.toLowerCase(), request.body);
      return reply.code(201).send(ok(result, WAITLIST_MESSAGES.joined));
    },
  );

  app.post(
    '/public/waitlist/offers/:token/confirm',
    {
      config: { rateLimit },
      schema: {
        operationId: 'confirmWaitlistOffer',
        summary: 'Reservar el hueco ofrecido con el enlace de la lista de espera',
        domainErrors: [404, 409],
        tags,
        params: BookingTokenParamsSchema,
        // Only for an offer sent by SMS (no e-mail on the request, decision 088).
        body: ConfirmOfferBodySchema,
        response: { 200: successEnvelope(WaitlistOfferResultSchema) },
      },
    },
    async (request) =>
      ok(
        await confirmWaitlistOffer(deps, request.params.token, request.body ?? {}),
        WAITLIST_MESSAGES.offerBooked,
      ),
  );

  app.delete(
    '/public/waitlist/:token',
    {
      config: { rateLimit },
      schema: {
        operationId: 'leaveWaitlist',
        summary: 'Salir de la lista de espera con el enlace recibido',
        domainErrors: [404],
        tags,
        params: BookingTokenParamsSchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await leaveWaitlist(deps, request.params.token, request.ip);
      return ok(null, WAITLIST_MESSAGES.left);
    },
  );
}

/** The staff's list: read, a request removed, a slot offered. */
function staffWaitlistRoutes({ app, deps }: WaitlistRoutes) {
  app.get(
    '/spaces/:spaceId/waitlist',
    {
      onRequest,
      schema: {
        operationId: 'listWaitlist',
        summary: 'Ver quién espera un hueco, por servicio y día',
        domainErrors: [403, 404],
        tags: ['bookings'],
        security,
        params: SpaceParamsSchema,
        querystring: StaffWaitlistQuerySchema,
        response: { 200: successEnvelope(StaffWaitlistSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(await listWaitlist(deps, user.id, request.params.spaceId.toLowerCase(), request.query));
    },
  );

  app.delete(
    '/spaces/:spaceId/waitlist/:requestId',
    {
      onRequest,
      schema: {
        operationId: 'removeWaitlistRequest',
        summary: 'Quitar una solicitud de la lista de espera',
        domainErrors: [403, 404],
        tags: ['bookings'],
        security,
        params: RequestParamsSchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { spaceId, requestId } = request.params;
      await removeWaitlistRequest(deps, user.id, spaceId.toLowerCase(), requestId, request.ip);
      return ok(null, WAITLIST_STAFF_MESSAGES.removed);
    },
  );

  app.post(
    '/spaces/:spaceId/waitlist/:requestId/offers',
    {
      onRequest,
      schema: {
        operationId: 'offerWaitlistSlot',
        summary: 'Ofrecer a mano un hueco libre a una persona de la lista de espera',
        domainErrors: [403, 404, 409],
        tags: ['bookings'],
        security,
        params: RequestParamsSchema,
        body: OfferWaitlistSlotSchema,
        response: { 201: successEnvelope(OfferWaitlistSlotResultSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { spaceId, requestId } = request.params;
      const result = await offerWaitlistSlot(
        deps,
        user.id,
        spaceId.toLowerCase(),
        requestId,
        request.body,
        request.ip,
      );
      return reply.code(201).send(ok(result, WAITLIST_STAFF_MESSAGES.offered));
    },
  );
}

/** The space's waitlist settings. */
function waitlistSettingsRoutes({ app, deps }: WaitlistRoutes) {
  app.get(
    '/spaces/:spaceId/waitlist-settings',
    {
      onRequest,
      schema: {
        operationId: 'getWaitlistSettings',
        summary: 'Ver cuánto tiempo guarda una oferta de la lista de espera su hueco',
        domainErrors: [404],
        tags: ['spaces'],
        security,
        params: SpaceParamsSchema,
        response: { 200: successEnvelope(WaitlistSettingsSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(await getWaitlistSettings(deps, user.id, request.params.spaceId.toLowerCase()));
    },
  );

  app.put(
    '/spaces/:spaceId/waitlist-settings',
    {
      onRequest,
      schema: {
        operationId: 'updateWaitlistSettings',
        summary: 'Cambiar cuánto tiempo guarda una oferta de la lista de espera su hueco',
        domainErrors: [403, 404],
        tags: ['spaces'],
        security,
        params: SpaceParamsSchema,
        body: WaitlistSettingsSchema,
        response: { 200: successEnvelope(WaitlistSettingsSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const settings = await updateWaitlistSettings(
        deps,
        user.id,
        request.params.spaceId.toLowerCase(),
        request.body,
      );
      return ok(settings, 'Configuración de la lista de espera guardada');
    },
  );
}
