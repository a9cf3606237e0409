import { ErrorEnvelopeSchema, successEnvelope } from '@citavet/domain/api/envelope.schema';
import { SetupStatusSchema, SkipInvitationsSchema } from '@citavet/domain/setup/setup.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { completeSetup } from './complete-setup';
import { getSetupStatus } from './get-setup-status';
import { skipInvitations } from './skip-invitations';

const secured = [{ bearerAuth: [] }];
/** Anonymous callers get their 401 before any validation or lookup. */
const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};

export async function setupRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/setup/status',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getSetupStatus',
        summary: 'Ver en qué paso de la configuración inicial está el usuario',
        tags: ['setup'],
        security: secured,
        response: { 200: successEnvelope(SetupStatusSchema) },
      },
    },
    async (request) => ok(await getSetupStatus(deps, requireUser(request))),
  );

  app.post(
    '/setup/skip-invitations',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'skipInvitations',
        summary: 'Continuar la configuración sin enviar invitaciones',
        domainErrors: [403, 404],
        tags: ['setup'],
        security: secured,
        body: SkipInvitationsSchema,
        response: { 200: successEnvelope(SetupStatusSchema) },
      },
    },
    async (request) => {
      const status = await skipInvitations(deps, requireUser(request), request.body.spaceId);
      return ok(status, 'Invitaciones omitidas');
    },
  );

  // Completing setup in one call is refused; each step has its own call. A setup whose
  // steps are all done is confirmed with its status.
  app.post(
    '/setup/complete',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'completeSetup',
        summary: 'Confirmar que la configuración inicial está completa',
        domainErrors: [400],
        tags: ['setup'],
        security: secured,
        response: { 200: successEnvelope(SetupStatusSchema), 400: ErrorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(await completeSetup(deps, requireUser(request)), 'La configuración ya está completa'),
  );
}
