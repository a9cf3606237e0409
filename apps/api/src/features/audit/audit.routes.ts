import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import { AuditListQuerySchema, AuditListSchema } from '@citavet/domain/audit/audit-event.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { listAuditEvents } from './list-audit-events';

const idField = z.guid({ error: 'Identificador inválido' });

export async function auditRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/spaces/:spaceId/audit',
    {
      schema: {
        operationId: 'listAuditEvents',
        summary: 'Consultar el registro de auditoría del espacio (solo administradores)',
        domainErrors: [403, 404],
        tags: ['audit'],
        security: [{ bearerAuth: [] }],
        params: z.strictObject({ spaceId: idField }),
        querystring: AuditListQuerySchema,
        response: { 200: successEnvelope(AuditListSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(await listAuditEvents(deps, user.id, request.params.spaceId, request.query));
    },
  );
}
