import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  KeptUnderPlanInputSchema,
  PlanOverviewSchema,
  UpgradeRequestInputSchema,
  UpgradeRequestResultSchema,
} from '@citavet/domain/plans/plan.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { getPlanOverview } from './get-plan-overview';
import { keepUnderPlan } from './keep-under-plan';
import { requestUpgrade } from './request-upgrade';
import { startTrial } from './start-trial';

const tags = ['plans'];
const secured = [{ bearerAuth: [] }];
const SpaceParamsSchema = z.strictObject({ spaceId: z.guid({ error: 'Identificador inválido' }) });
const overview = { 200: successEnvelope(PlanOverviewSchema) };

export async function plansRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/spaces/:spaceId/plan',
    {
      schema: {
        operationId: 'getPlanOverview',
        summary: 'Ver el plan del espacio, su prueba y el uso del mes (citas, servicios, usuarios)',
        domainErrors: [404],
        tags,
        security: secured,
        params: SpaceParamsSchema,
        response: overview,
      },
    },
    async (request) => ok(await getPlanOverview(deps, requireUser(request).id, request.params.spaceId)),
  );

  app.post(
    '/spaces/:spaceId/plan/trial',
    {
      schema: {
        operationId: 'startPlanTrial',
        summary: 'Probar Premium 14 días gratis, sin tarjeta (una vez por espacio y por cuenta)',
        domainErrors: [403, 404, 409],
        tags,
        security: secured,
        params: SpaceParamsSchema,
        response: overview,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const answer = await startTrial(deps, user.id, request.params.spaceId, request.ip);
      return ok(answer, `Empezó tu prueba de Premium: ${answer.plan.trialDaysLeft ?? 0} días, sin tarjeta`);
    },
  );

  app.post(
    '/spaces/:spaceId/plan/upgrade-request',
    {
      schema: {
        operationId: 'requestPlanUpgrade',
        summary: 'Pedir pasar a Premium: se registra y se avisa al equipo de ventas',
        domainErrors: [403, 404],
        tags,
        security: secured,
        params: SpaceParamsSchema,
        body: UpgradeRequestInputSchema,
        response: { 200: successEnvelope(UpgradeRequestResultSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const answer = await requestUpgrade(
        deps,
        user,
        request.params.spaceId,
        request.body.planId,
        request.ip,
      );
      return ok(answer, 'Hemos recibido tu solicitud: nuestro equipo te escribirá para pasar a Premium');
    },
  );

  app.put(
    '/spaces/:spaceId/plan/kept',
    {
      schema: {
        operationId: 'keepUnderPlan',
        summary: 'Elegir qué servicios y qué profesional siguen activos dentro del plan',
        domainErrors: [403, 404],
        tags,
        security: secured,
        params: SpaceParamsSchema,
        body: KeptUnderPlanInputSchema,
        response: overview,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const answer = await keepUnderPlan(deps, user.id, request.params.spaceId, request.body, request.ip);
      return ok(answer, 'Guardamos qué sigue activo en tu plan');
    },
  );
}
