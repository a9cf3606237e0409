import { MessageOnlySchema, successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  CreateServiceSchema,
  ServiceListQuerySchema,
  ServiceListSchema,
  ServiceResultSchema,
  UpdateServiceSchema,
} from '@citavet/domain/services/service.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { type RouteGroups, routeGroups } from '../../http/route-groups';
import { createService } from './create-service';
import { deleteService } from './delete-service';
import { getService } from './get-service';
import { listSpaceServices } from './list-services';
import { updateServiceDetails } from './update-service';

const secured = [{ bearerAuth: [] }];
/** Anonymous callers get their 401 before any validation or lookup. */
const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};
const idField = z.guid({ error: 'Identificador inválido' });
const SpaceParamsSchema = z.strictObject({ spaceId: idField });
const ServiceParamsSchema = z.strictObject({ id: idField });

export async function servicesRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const routes = routeGroups(fastify, deps);
  serviceListRoutes(routes);
  serviceRoutes(routes);
}

/** The space's services, listed and created. */
function serviceListRoutes({ app, deps }: RouteGroups) {
  app.get(
    '/spaces/:spaceId/services',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'listServices',
        summary: 'Listar los servicios de un espacio',
        domainErrors: [404],
        tags: ['services'],
        security: secured,
        params: SpaceParamsSchema,
        querystring: ServiceListQuerySchema,
        response: { 200: successEnvelope(ServiceListSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const services = await listSpaceServices(deps, user.id, request.params.spaceId, request.query);
      return ok({ services });
    },
  );

  app.post(
    '/spaces/:spaceId/services',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'createService',
        summary: 'Crear un servicio en el espacio',
        domainErrors: [403, 404],
        tags: ['services'],
        security: secured,
        params: SpaceParamsSchema,
        body: CreateServiceSchema,
        response: { 201: successEnvelope(ServiceResultSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const service = await createService(deps, user.id, request.params.spaceId, request.body);
      return reply.status(201).send(ok({ service }, 'Servicio creado exitosamente'));
    },
  );
}

/** One service read, edited and removed. */
function serviceRoutes({ app, deps }: RouteGroups) {
  app.get(
    '/services/:id',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getService',
        summary: 'Ver un servicio',
        domainErrors: [404],
        tags: ['services'],
        security: secured,
        params: ServiceParamsSchema,
        response: { 200: successEnvelope(ServiceResultSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok({ service: await getService(deps, user.id, request.params.id) });
    },
  );

  app.put(
    '/services/:id',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'updateService',
        summary: 'Actualizar un servicio',
        domainErrors: [403, 404],
        tags: ['services'],
        security: secured,
        params: ServiceParamsSchema,
        body: UpdateServiceSchema,
        response: { 200: successEnvelope(ServiceResultSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const service = await updateServiceDetails(deps, user.id, request.params.id, request.body);
      return ok({ service }, 'Servicio actualizado exitosamente');
    },
  );

  app.delete(
    '/services/:id',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'deleteService',
        summary: 'Eliminar un servicio',
        domainErrors: [403, 404, 409],
        tags: ['services'],
        security: secured,
        params: ServiceParamsSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await deleteService(deps, user.id, request.params.id);
      return ok(null, 'Servicio eliminado exitosamente');
    },
  );
}
