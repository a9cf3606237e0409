import { MessageOnlySchema, successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  DisabledDateCheckQuerySchema,
  DisabledDateCheckSchema,
  DisabledDateInputSchema,
  DisabledDateListQuerySchema,
  DisabledDateListSchema,
  DisabledDateParamsSchema,
  DisabledDateResultSchema,
  SpaceParamsSchema,
} from '@citavet/domain/disabled-dates/disabled-date.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { type RouteGroups, routeGroups } from '../../http/route-groups';
import { checkDisabledDate } from './check-disabled-date';
import { createDisabledDate } from './create-disabled-date';
import { deleteDisabledDate } from './delete-disabled-date';
import { listDisabledDates } from './list-disabled-dates';
import { updateDisabledDate } from './update-disabled-date';

const tags = ['disabled-dates'];
const security = [{ bearerAuth: [] }];
/** Signed-in first: an anonymous call is a 401 even when its input is also wrong. */
const onRequest = async (request: FastifyRequest) => {
  requireUser(request);
};

export async function disabledDatesRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const routes = routeGroups(fastify, deps);
  disabledDateListRoutes(routes);
  disabledDateEntryRoutes(routes);
}

/** Closures and days off: created, listed, and a date checked against them. */
function disabledDateListRoutes({ app, deps }: RouteGroups) {
  app.post(
    '/spaces/:spaceId/disabled-dates',
    {
      onRequest,
      schema: {
        operationId: 'createDisabledDate',
        summary: 'Bloquear una fecha o franja (festivo, ausencia)',
        domainErrors: [403, 404],
        tags,
        security,
        params: SpaceParamsSchema,
        body: DisabledDateInputSchema,
        response: { 201: successEnvelope(DisabledDateResultSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const disabledDate = await createDisabledDate(deps, user.id, request.params.spaceId, request.body);
      return reply.status(201).send(ok({ disabledDate }, 'Fecha deshabilitada creada exitosamente'));
    },
  );

  app.get(
    '/spaces/:spaceId/disabled-dates',
    {
      onRequest,
      schema: {
        operationId: 'listDisabledDates',
        summary: 'Listar las fechas bloqueadas del espacio',
        domainErrors: [404],
        tags,
        security,
        params: SpaceParamsSchema,
        querystring: DisabledDateListQuerySchema,
        response: { 200: successEnvelope(DisabledDateListSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(await listDisabledDates(deps, user.id, request.params.spaceId, request.query));
    },
  );

  app.get(
    '/spaces/:spaceId/disabled-dates/check',
    {
      onRequest,
      schema: {
        operationId: 'checkDisabledDate',
        summary: 'Comprobar si un momento está bloqueado',
        domainErrors: [403, 404],
        tags,
        security,
        params: SpaceParamsSchema,
        querystring: DisabledDateCheckQuerySchema,
        response: { 200: successEnvelope(DisabledDateCheckSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(await checkDisabledDate(deps, user.id, request.params.spaceId, request.query));
    },
  );
}

/** One closure edited or removed. */
function disabledDateEntryRoutes({ app, deps }: RouteGroups) {
  app.put(
    '/spaces/:spaceId/disabled-dates/:id',
    {
      onRequest,
      schema: {
        operationId: 'updateDisabledDate',
        summary: 'Modificar una fecha bloqueada',
        domainErrors: [403, 404],
        tags,
        security,
        params: DisabledDateParamsSchema,
        body: DisabledDateInputSchema,
        response: { 200: successEnvelope(DisabledDateResultSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { spaceId, id } = request.params;
      const disabledDate = await updateDisabledDate(deps, user.id, spaceId, id, request.body);
      return ok({ disabledDate }, 'Fecha deshabilitada actualizada exitosamente');
    },
  );

  app.delete(
    '/spaces/:spaceId/disabled-dates/:id',
    {
      onRequest,
      schema: {
        operationId: 'deleteDisabledDate',
        summary: 'Desbloquear una fecha',
        domainErrors: [403, 404],
        tags,
        security,
        params: DisabledDateParamsSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await deleteDisabledDate(deps, user.id, request.params.spaceId, request.params.id);
      return ok(null, 'Fecha deshabilitada eliminada exitosamente');
    },
  );
}
