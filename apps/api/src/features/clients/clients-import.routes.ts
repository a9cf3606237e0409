import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import { ClientCsvColumnsSchema } from '@citavet/domain/clients/client-csv';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { badRequest } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { CSV_IMPORT_MAX_BYTES } from '../../uploads/csv-import-run';
import { SpaceParamsSchema, secured, signedIn, tags } from './client-route-schemas';
import { importClients } from './import-clients';

/** `columns`: the preview's mapping (one field or blank per column); without it, the headers say. */
const ImportClientsQuerySchema = z.strictObject({ columns: ClientCsvColumnsSchema.optional() });

const ImportResultSchema = z.object({
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  /** Every rejected row; `errors` lists the first of them with their line and reason. */
  rejected: z.number(),
  errors: z.array(z.object({ row: z.number(), message: z.string() })),
});

/** The clients CSV import: a multipart upload in its own scope. */
export async function clientsImportRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  // Multipart parsing exists only inside this scope: every other route keeps refusing it.
  await fastify.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: CSV_IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/spaces/:spaceId/clients/import',
      {
        onRequest: signedIn,
        schema: {
          operationId: 'importClients',
          summary: 'Importar clientes desde un CSV (idempotente por correo, teléfono o documento)',
          domainErrors: [404, 409, 429],
          tags,
          security: secured,
          consumes: ['multipart/form-data'],
          params: SpaceParamsSchema,
          querystring: ImportClientsQuerySchema,
          response: { 200: successEnvelope(ImportResultSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const options = { columns: request.query.columns };
        const result = await importClients(deps, user.id, request.params.spaceId, options, async () => {
          const file = request.isMultipart() ? await request.file() : undefined;
          if (!file) throw badRequest('Adjunta un archivo CSV', 'CSV_MISSING');
          return file.file;
        });
        return ok(result, 'Importación completada');
      },
    );
  });
}
