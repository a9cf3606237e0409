import { Readable } from 'node:stream';
import { isPetPhotoKey } from '@citavet/domain/pets/pet-photo';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { AppError, notFound } from '../../http/app-error';
import { CONTENT_TYPES, FILE_NOT_FOUND_MESSAGE, readStoredFile } from './read-stored-file';

// Stored keys are random and never rewritten (a new upload gets a new key), so browsers and
// proxies may keep them for a year without asking again.
const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function filesRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/files/*',
    {
      schema: {
        operationId: 'readStoredFile',
        summary: 'Descargar un archivo guardado (admite rangos de bytes)',
        domainErrors: [404],
        tags: ['files'],
        params: z.object({ '*': z.string() }),
        produces: [...new Set(Object.values(CONTENT_TYPES))],
      },
    },
    async (request, reply) => {
      // Range requests let browsers seek in a video without downloading it whole.
      reply.header('accept-ranges', 'bytes');
      // A pet's photo is personal data: only members see it (GET …/pets/{petId}/photo).
      if (isPetPhotoKey(request.params['*'])) throw notFound(FILE_NOT_FOUND_MESSAGE, 'FILE_NOT_FOUND');
      const file = await readStoredFile(deps, request.params['*'], request.headers.range).catch((error) => {
        // A 416 tells the player how big the file really is.
        if (error instanceof AppError && error.statusCode === 416) {
          reply.header('content-range', `bytes */${error.extra.size}`);
        }
        throw error;
      });
      if (file.contentRange) reply.header('content-range', file.contentRange);
      reply
        .status(file.status)
        .header('content-type', file.contentType)
        .header('content-length', file.contentLength)
        .header('cache-control', IMMUTABLE)
        .header('content-disposition', 'inline');
      if (request.method !== 'HEAD') return reply.send(file.body);
      // HEAD wants the headers only: never read a 100 MB video just to throw it away. An empty
      // stream (not '') keeps Fastify's HEAD handling from rewriting content-length to 0.
      file.body.destroy();
      return reply.send(Readable.from([]));
    },
  );
}
