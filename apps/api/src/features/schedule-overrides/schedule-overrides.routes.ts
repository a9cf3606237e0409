import { MessageOnlySchema, successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  ScheduleOverrideInputSchema,
  ScheduleOverrideListQuerySchema,
  ScheduleOverrideListSchema,
  ScheduleOverrideParamsSchema,
  ScheduleOverrideResultSchema,
  ScheduleOverrideSpaceParamsSchema,
} from '@citavet/domain/schedule-overrides/schedule-override.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { createScheduleOverride } from './create-schedule-override';
import { deleteScheduleOverride } from './delete-schedule-override';
import { listScheduleOverrides } from './list-schedule-overrides';
import { updateScheduleOverride } from './update-schedule-override';

const tags = ['schedule-overrides'];
const security = [{ bearerAuth: [] }];
/** Signed-in first: an anonymous call is a 401 even when its input is also wrong. */
const onRequest = async (request: FastifyRequest) => {
  requireUser(request);
};

export async function scheduleOverridesRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/spaces/:spaceId/schedule-overrides',
    {
      onRequest,
      schema: {
        operationId: 'createScheduleOverride',
        summary: 'Abrir horas extra o cambiar el horario de un día',
        domainErrors: [403, 404, 409],
        tags,
        security,
        params: ScheduleOverrideSpaceParamsSchema,
        body: ScheduleOverrideInputSchema,
        response: { 201: successEnvelope(ScheduleOverrideResultSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const scheduleOverride = await createScheduleOverride(
        deps,
        user.id,
        request.params.spaceId,
        request.body,
      );
      return reply.status(201).send(ok({ scheduleOverride }, 'Horario especial guardado'));
    },
  );

  app.get(
    '/spaces/:spaceId/schedule-overrides',
    {
      onRequest,
      schema: {
        operationId: 'listScheduleOverrides',
        summary: 'Listar los horarios especiales del espacio',
        domainErrors: [404],
        tags,
        security,
        params: ScheduleOverrideSpaceParamsSchema,
        querystring: ScheduleOverrideListQuerySchema,
        response: { 200: successEnvelope(ScheduleOverrideListSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(await listScheduleOverrides(deps, user.id, request.params.spaceId, request.query));
    },
  );

  app.put(
    '/spaces/:spaceId/schedule-overrides/:id',
    {
      onRequest,
      schema: {
        operationId: 'updateScheduleOverride',
        summary: 'Modificar un horario especial',
        domainErrors: [403, 404, 409],
        tags,
        security,
        params: ScheduleOverrideParamsSchema,
        body: ScheduleOverrideInputSchema,
        response: { 200: successEnvelope(ScheduleOverrideResultSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { spaceId, id } = request.params;
      const scheduleOverride = await updateScheduleOverride(deps, user.id, spaceId, id, request.body);
      return ok({ scheduleOverride }, 'Horario especial actualizado');
    },
  );

  app.delete(
    '/spaces/:spaceId/schedule-overrides/:id',
    {
      onRequest,
      schema: {
        operationId: 'deleteScheduleOverride',
        summary: 'Eliminar un horario especial',
        domainErrors: [403, 404],
        tags,
        security,
        params: ScheduleOverrideParamsSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await deleteScheduleOverride(deps, user.id, request.params.spaceId, request.params.id);
      return ok(null, 'Horario especial eliminado');
    },
  );
}
