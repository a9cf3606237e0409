import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import { BookingTokenParamsSchema } from '@citavet/domain/bookings/public-booking.schema';
import {
  JoinWaitlistResultSchema,
  JoinWaitlistSchema,
  WAITLIST_MESSAGES,
  WaitlistOfferResultSchema,
} from '@citavet/domain/waitlist/waitlist.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../../app-dependencies';
import { ok } from '../../../http/envelope';
import { confirmWaitlistOffer } from './confirm-waitlist-offer';
import { joinWaitlist } from './join-waitlist';
import { leaveWaitlist } from './leave-waitlist';

// The public waitlist (docs/decisions/085-waitlist.md): join from the public page, confirm an offer
// and leave the list through the e-mailed links. No account; the links' tokens are the keys.

const tags = ['public'];
const ServiceParamsSchema = z.strictObject({
  spaceId: z.guid('ID de espacio no válido'),
  serviceId: z.guid('ID de servicio no válido'),
});

export async function waitlistRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: deps.config.rateLimits.publicBookingPerMinute, timeWindow: 60_000 };

  app.post(
    '/public/space/:spaceId/service/:serviceId/waitlist',
    {
      config: { rateLimit },
      schema: {
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
        tags,
        params: BookingTokenParamsSchema,
        response: { 200: successEnvelope(WaitlistOfferResultSchema) },
      },
    },
    async (request) =>
      ok(await confirmWaitlistOffer(deps, request.params.token), WAITLIST_MESSAGES.offerBooked),
  );

  app.delete(
    '/public/waitlist/:token',
    {
      config: { rateLimit },
      schema: { tags, params: BookingTokenParamsSchema, response: { 200: successEnvelope(z.null()) } },
    },
    async (request) => {
      await leaveWaitlist(deps, request.params.token);
      return ok(null, WAITLIST_MESSAGES.left);
    },
  );
}
