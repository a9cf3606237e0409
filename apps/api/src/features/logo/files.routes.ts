import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { readStoredFile } from './read-stored-file';

// Stored keys are random and never rewritten (a new upload gets a new key), so browsers and
// proxies may keep them for a year without asking again.
const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function filesRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/files/*',
    { schema: { tags: ['files'], params: z.object({ '*': z.string() }) } },
    async (request, reply) => {
      const file = await readStoredFile(deps, request.params['*']);
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', IMMUTABLE)
        .header('content-disposition', 'inline')
        .send(file.body);
    },
  );
}
