import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  DismissDuplicateClientsSchema,
  DuplicateDismissalSchema,
} from '@citavet/domain/clients/client-duplicates.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { dismissDuplicateClients } from './dismiss-duplicate-clients';

// 'No son duplicados' (decision 035): a suggested pair the staff says is two people.

const SpaceParamsSchema = z.strictObject({ spaceId: z.guid({ error: 'Identificador inválido' }) });
/** Anonymous callers get their 401 before any validation or lookup. */
const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};

export async function clientDuplicatesRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/spaces/:spaceId/clients/duplicates/dismissals',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'dismissDuplicateClients',
        summary: "Marcar dos clientes como 'No son duplicados' (no se vuelven a sugerir)",
        domainErrors: [404],
        tags: ['clients'],
        security: [{ bearerAuth: [] }],
        params: SpaceParamsSchema,
        body: DismissDuplicateClientsSchema,
        response: { 200: successEnvelope(z.object({ dismissal: DuplicateDismissalSchema })) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const dismissal = await dismissDuplicateClients(
        deps,
        { userId: user.id, ip: request.ip },
        request.params.spaceId,
        request.body,
      );
      return ok({ dismissal }, 'Marcados como no duplicados');
    },
  );
}
