import { MessageOnlySchema, successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  BulkCreateSchedulesSchema,
  CreateScheduleSchema,
  ScheduleListQuerySchema,
  ScheduleListSchema,
  ScheduleResultSchema,
  SpaceScheduleListQuerySchema,
  SpaceScheduleListSchema,
  UpdateScheduleSchema,
} from '@citavet/domain/schedules/schedule.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { type RouteGroups, routeGroups } from '../../http/route-groups';
import { createSchedule } from './create-schedule';
import { createSchedulesInBulk } from './create-schedules-in-bulk';
import { deleteSchedule } from './delete-schedule';
import { listServiceSchedules } from './list-service-schedules';
import { listSpaceSchedules } from './list-space-schedules';
import { updateSchedule } from './update-schedule';

const secured = [{ bearerAuth: [] }];
/** Anonymous callers get their 401 before any validation or lookup. */
const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};
const idField = z.guid({ error: 'Identificador inválido' });
const ServiceParamsSchema = z.strictObject({ serviceId: idField });
const SpaceParamsSchema = z.strictObject({ spaceId: idField });
const ScheduleParamsSchema = z.strictObject({ id: idField });

export async function schedulesRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const routes = routeGroups(fastify, deps);
  newScheduleRoutes(routes);
  scheduleRoutes(routes);
}

/** A service's schedules: listed, and created one range or a week at a time. */
function newScheduleRoutes({ app, deps }: RouteGroups) {
  app.get(
    '/services/:serviceId/schedules',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'listServiceSchedules',
        summary: 'Listar los horarios de un servicio',
        domainErrors: [404],
        tags: ['schedules'],
        security: secured,
        params: ServiceParamsSchema,
        querystring: ScheduleListQuerySchema,
        response: { 200: successEnvelope(ScheduleListSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const schedules = await listServiceSchedules(deps, user.id, request.params.serviceId, request.query);
      return ok({ schedules });
    },
  );

  app.post(
    '/services/:serviceId/schedules',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'createSchedule',
        summary: 'Añadir un horario semanal a un servicio',
        domainErrors: [403, 404, 409],
        tags: ['schedules'],
        security: secured,
        params: ServiceParamsSchema,
        body: CreateScheduleSchema,
        response: { 201: successEnvelope(ScheduleResultSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const schedule = await createSchedule(deps, user.id, request.params.serviceId, request.body);
      return reply.status(201).send(ok({ schedule }, 'Horario creado exitosamente'));
    },
  );

  app.post(
    '/services/schedules/bulk',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'createSchedulesInBulk',
        summary: 'Añadir varios horarios semanales a un servicio de una vez',
        domainErrors: [403, 404, 409],
        tags: ['schedules'],
        security: secured,
        body: BulkCreateSchedulesSchema,
        response: { 201: successEnvelope(ScheduleListSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const schedules = await createSchedulesInBulk(deps, user.id, request.body);
      return reply.status(201).send(ok({ schedules }, 'Horarios creados exitosamente'));
    },
  );
}

/** One schedule edited or removed, and the space's schedules. */
function scheduleRoutes({ app, deps }: RouteGroups) {
  app.put(
    '/schedules/:id',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'updateSchedule',
        summary: 'Actualizar un horario',
        domainErrors: [403, 404, 409],
        tags: ['schedules'],
        security: secured,
        params: ScheduleParamsSchema,
        body: UpdateScheduleSchema,
        response: { 200: successEnvelope(ScheduleResultSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const schedule = await updateSchedule(deps, user.id, request.params.id, request.body);
      return ok({ schedule }, 'Horario actualizado exitosamente');
    },
  );

  app.delete(
    '/schedules/:id',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'deleteSchedule',
        summary: 'Eliminar un horario',
        domainErrors: [404],
        tags: ['schedules'],
        security: secured,
        params: ScheduleParamsSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await deleteSchedule(deps, user.id, request.params.id);
      return ok(null, 'Horario eliminado exitosamente');
    },
  );

  app.get(
    '/spaces/:spaceId/schedules',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'listSpaceSchedules',
        summary: 'Listar los horarios de todos los servicios del espacio',
        domainErrors: [404],
        tags: ['schedules'],
        security: secured,
        params: SpaceParamsSchema,
        querystring: SpaceScheduleListQuerySchema,
        response: { 200: successEnvelope(SpaceScheduleListSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const schedules = await listSpaceSchedules(deps, user.id, request.params.spaceId, request.query);
      return ok({ schedules });
    },
  );
}
