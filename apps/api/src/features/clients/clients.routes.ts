import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  ClientBookingSchema,
  ClientListQuerySchema,
  ClientListSchema,
  ClientSchema,
  CreateClientSchema,
  DeleteClientQuerySchema,
  MergeClientsSchema,
  UpdateClientSchema,
} from '@citavet/domain/clients/client.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { createClient } from './create-client';
import { deleteClient } from './delete-client';
import { getClient, getClientBookings } from './get-client';
import { listClients } from './list-clients';
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

export async function clientsRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/spaces/:spaceId/clients',
    {
      onRequest: signedIn,
      schema: {
        summary: 'Listar y buscar clientes con sus mascotas',
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
        summary: 'Crear un cliente',
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

  // Registered before /clients/:clientId so "merge" is never read as an id.
  app.post(
    '/spaces/:spaceId/clients/merge',
    {
      onRequest: signedIn,
      schema: {
        summary: 'Fusionar dos clientes (mascotas y citas pasan al que se conserva)',
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
      const result = await mergeClients(deps, user.id, request.params.spaceId, request.body);
      return ok(result, 'Clientes fusionados exitosamente');
    },
  );

  app.get(
    '/spaces/:spaceId/clients/:clientId',
    {
      onRequest: signedIn,
      schema: {
        summary: 'Ver un cliente con sus mascotas',
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
        summary: 'Actualizar un cliente',
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
      const client = await updateClientDetails(deps, user.id, spaceId, clientId, request.body);
      return ok({ client }, 'Cliente actualizado exitosamente');
    },
  );

  app.delete(
    '/spaces/:spaceId/clients/:clientId',
    {
      onRequest: signedIn,
      schema: {
        summary: 'Eliminar (archivar) un cliente; con citas futuras pide confirmación',
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
      const result = await deleteClient(deps, user.id, spaceId, clientId, { confirm: request.query.confirm });
      return ok(result, 'Cliente eliminado exitosamente');
    },
  );

  app.get(
    '/spaces/:spaceId/clients/:clientId/bookings',
    {
      onRequest: signedIn,
      schema: {
        summary: 'Listar las citas de un cliente',
        tags,
        security: secured,
        params: ClientParamsSchema,
        response: { 200: successEnvelope(z.object({ bookings: z.array(ClientBookingSchema) })) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { spaceId, clientId } = request.params;
      return ok({ bookings: await getClientBookings(deps, user.id, spaceId, clientId) });
    },
  );
}
