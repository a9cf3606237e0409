import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  ONLINE_PAUSE_MESSAGES,
  OnlinePauseInputSchema,
  OnlinePauseListSchema,
  OnlinePauseParamsSchema,
  OnlinePauseResultSchema,
  OnlinePauseSpaceParamsSchema,
} from '@citavet/domain/online-pauses/online-pause.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { listOnlinePauses } from './list-online-pauses';
import { resumeOnlinePause } from './resume-online-pause';
import { startOnlinePause } from './start-online-pause';

const tags = ['online-pauses'];
const security = [{ bearerAuth: [] }];
/** Signed-in first: an anonymous call is a 401 even when its input is also wrong. */
const onRequest = async (request: FastifyRequest) => {
  requireUser(request);
};

export async function onlinePausesRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/spaces/:spaceId/online-pauses',
    {
      onRequest,
      schema: {
        operationId: 'startOnlinePause',
        summary: 'Pausar las reservas online de la clínica o de uno mismo',
        domainErrors: [403, 404],
        tags,
        security,
        params: OnlinePauseSpaceParamsSchema,
        body: OnlinePauseInputSchema,
        response: { 201: successEnvelope(OnlinePauseResultSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const pause = await startOnlinePause(deps, user.id, request.params.spaceId, request.body, request.ip);
      return reply.status(201).send(ok({ pause }, ONLINE_PAUSE_MESSAGES.created));
    },
  );

  app.get(
    '/spaces/:spaceId/online-pauses',
    {
      onRequest,
      schema: {
        operationId: 'listOnlinePauses',
        summary: 'Ver las pausas de reservas online en curso',
        domainErrors: [404],
        tags,
        security,
        params: OnlinePauseSpaceParamsSchema,
        response: { 200: successEnvelope(OnlinePauseListSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(await listOnlinePauses(deps, user.id, request.params.spaceId));
    },
  );

  app.post(
    '/spaces/:spaceId/online-pauses/:pauseId/resume',
    {
      onRequest,
      schema: {
        operationId: 'resumeOnlinePause',
        summary: 'Reanudar las reservas online',
        domainErrors: [403, 404, 409],
        tags,
        security,
        params: OnlinePauseParamsSchema,
        response: { 200: successEnvelope(OnlinePauseResultSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const pause = await resumeOnlinePause(deps, user.id, request.params, request.ip);
      return ok({ pause }, ONLINE_PAUSE_MESSAGES.resumed);
    },
  );
}
