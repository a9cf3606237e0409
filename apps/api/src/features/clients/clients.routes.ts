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
import {
  DuplicateClientsQuerySchema,
  DuplicateClientsSchema,
} from '@citavet/domain/clients/client-duplicates.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { type RouteGroups, routeGroups } from '../../http/route-groups';
import { idField, SpaceParamsSchema, secured, signedIn, tags } from './client-route-schemas';
import { clientsImportRoutes } from './clients-import.routes';
import { createClient } from './create-client';
import { deleteClient } from './delete-client';
import { exportClients } from './export-clients';
import { getClient, getClientBookings } from './get-client';
import { listClients } from './list-clients';
import { listDuplicateClients } from './list-duplicate-clients';
import { mergeClients } from './merge-clients';
import { updateClientDetails } from './update-client';

const ClientParamsSchema = z.strictObject({ spaceId: idField, clientId: idField });
const ClientResultSchema = z.object({ client: ClientSchema });

export async function clientsRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const routes = routeGroups(fastify, deps);
  await clientsImportRoutes(fastify, deps);
  clientListRoutes(routes);
  duplicateClientRoutes(routes);
  clientRoutes(routes);
}

/** The clients list, its export and a new client. */
function clientListRoutes({ app, deps }: RouteGroups) {
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
}

/** Possible duplicates and their merge. */
function duplicateClientRoutes({ app, deps }: RouteGroups) {
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
}

/** One client: read, edited, removed, and its bookings. */
function clientRoutes({ app, deps }: RouteGroups) {
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
