import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import { DirectoryListSchema, DirectoryQuerySchema } from '@citavet/domain/public/directory.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from '../../app-dependencies';
import { ok } from '../../http/envelope';
import { listDirectory } from './list-directory-spaces';

/** The public clinic directory (/veterinarias): no sign-in. */
export async function directoryRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/directory/spaces',
    {
      schema: {
        tags: ['directory'],
        querystring: DirectoryQuerySchema,
        response: { 200: successEnvelope(DirectoryListSchema) },
      },
    },
    async (request) => ok(await listDirectory(deps, request.query)),
  );
}
