import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  ClientBookingsSchema,
  ClientListQuerySchema,
  ClientListSchema,
  ClientSchema,
  CreateClientSchema,
  DeleteClientQuerySchema,
  MergeClientsSchema,
  UpdateClientSchema,
} from '@citavet/domain/clients/client.schema';
import { ClientCsvColumnsSchema } from '@citavet/domain/clients/client-csv';
import {
  DuplicateClientsQuerySchema,
  DuplicateClientsSchema,
} from '@citavet/domain/clients/client-duplicates.schema';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { badRequest } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { createClient } from './create-client';
import { deleteClient } from './delete-client';
import { exportClients } from './export-clients';
import { getClient, getClientBookings } from './get-client';
import { importClients, MAX_IMPORT_BYTES } from './import-clients';
import { listClients } from './list-clients';
import { listDuplicateClients } from './list-duplicate-clients';
import { mergeClients } from './merge-clients';
import { updateClientDetails } from './update-client';

const tags = ['clients'];
const secured = [{ bearerAuth: [] }];
/** Anonymous callers get their 401 before any validation or lookup. */
const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};
const idField = z.guid({ error: 'Identificador inválido' });
const SpaceParamsSchema = z.strictObject({ spaceId: idField });
const ClientParamsSchema = z.strictObject({ spaceId: idField, clientId: idField });
const ClientResultSchema = z.object({ client: ClientSchema });

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

export async function clientsRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  // Multipart parsing exists only inside this scope: every other route keeps refusing it.
  await fastify.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
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

  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/spaces/:spaceId/clients/export',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'exportClients',
        summary: 'Exportar los clientes en CSV',
        domainErrors: [403, 404],
        tags,
        security: secured,
        params: SpaceParamsSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const csv = await exportClients(deps, { id: user.id, ip: request.ip }, request.params.spaceId);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="clientes.csv"')
        .send(csv);
    },
  );

  app.get(
    '/spaces/:spaceId/clients',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'listClients',
        summary: 'Listar y buscar clientes con sus mascotas',
        domainErrors: [404],
        tags,
        security: secured,
        params: SpaceParamsSchema,
        querystring: ClientListQuerySchema,
        response: { 200: successEnvelope(ClientListSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(await listClients(deps, user.id, request.params.spaceId, request.query));
    },
  );

  app.post(
    '/spaces/:spaceId/clients',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'createClient',
        summary: 'Crear un cliente',
        domainErrors: [404, 409],
        tags,
        security: secured,
        params: SpaceParamsSchema,
        body: CreateClientSchema,
        response: { 201: successEnvelope(ClientResultSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const client = await createClient(deps, user.id, request.params.spaceId, request.body);
      return reply.status(201).send(ok({ client }, 'Cliente creado exitosamente'));
    },
  );

  app.get(
    '/spaces/:spaceId/clients/duplicates',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'listDuplicateClients',
        summary: 'Sugerir clientes duplicados (mismo teléfono, correo o documento)',
        domainErrors: [404],
        tags,
        security: secured,
        params: SpaceParamsSchema,
        querystring: DuplicateClientsQuerySchema,
        response: { 200: successEnvelope(DuplicateClientsSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(await listDuplicateClients(deps, user.id, request.params.spaceId, request.query));
    },
  );

  // Registered before /clients/:clientId so "merge" is never read as an id.
  app.post(
    '/spaces/:spaceId/clients/merge',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'mergeClients',
        summary: 'Fusionar dos clientes (mascotas y citas pasan al que se conserva)',
        domainErrors: [404],
        tags,
        security: secured,
        params: SpaceParamsSchema,
        body: MergeClientsSchema,
        response: {
          200: successEnvelope(
            z.object({ client: ClientSchema, movedPets: z.number(), movedBookings: z.number() }),
          ),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await mergeClients(
        deps,
        { id: user.id, ip: request.ip },
        request.params.spaceId,
        request.body,
      );
      return ok(result, 'Clientes fusionados exitosamente');
    },
  );

  app.get(
    '/spaces/:spaceId/clients/:clientId',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getClient',
        summary: 'Ver un cliente con sus mascotas',
        domainErrors: [404],
        tags,
        security: secured,
        params: ClientParamsSchema,
        response: { 200: successEnvelope(ClientResultSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { spaceId, clientId } = request.params;
      return ok({ client: await getClient(deps, user.id, spaceId, clientId) });
    },
  );

  app.put(
    '/spaces/:spaceId/clients/:clientId',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'updateClient',
        summary: 'Actualizar un cliente',
        domainErrors: [404, 409],
        tags,
        security: secured,
        params: ClientParamsSchema,
        body: UpdateClientSchema,
        response: { 200: successEnvelope(ClientResultSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { spaceId, clientId } = request.params;
      const client = await updateClientDetails(
        deps,
        { id: user.id, ip: request.ip },
        spaceId,
        clientId,
        request.body,
      );
      return ok({ client }, 'Cliente actualizado exitosamente');
    },
  );

  app.delete(
    '/spaces/:spaceId/clients/:clientId',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'archiveClient',
        summary: 'Eliminar (archivar) un cliente; con citas futuras pide confirmación',
        domainErrors: [404, 409],
        tags,
        security: secured,
        params: ClientParamsSchema,
        querystring: DeleteClientQuerySchema,
        response: { 200: successEnvelope(z.object({ cancelledBookings: z.number() })) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { spaceId, clientId } = request.params;
      const result = await deleteClient(deps, { id: user.id, ip: request.ip }, spaceId, clientId, {
        confirm: request.query.confirm,
      });
      return ok(result, 'Cliente eliminado exitosamente');
    },
  );

  app.get(
    '/spaces/:spaceId/clients/:clientId/bookings',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'listClientBookings',
        summary: 'Listar las citas de un cliente',
        domainErrors: [404],
        tags,
        security: secured,
        params: ClientParamsSchema,
        response: { 200: successEnvelope(ClientBookingsSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { spaceId, clientId } = request.params;
      return ok(await getClientBookings(deps, user.id, spaceId, clientId));
    },
  );
}
