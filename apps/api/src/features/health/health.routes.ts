import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';

const HealthSchema = z.object({
  success: z.boolean(),
  data: z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), kind: z.string() }),
});

export async function healthRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Comprobar que la API y la base de datos responden',
        tags: ['health'],
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const isDatabaseUp = await deps.database.ping();
      return reply.status(isDatabaseUp ? 200 : 503).send({
        success: isDatabaseUp,
        data: {
          status: isDatabaseUp ? 'ok' : 'degraded',
          database: isDatabaseUp ? 'up' : 'down',
          kind: deps.database.kind,
        },
      });
    },
  );
}
