import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import { SpaceParamsSchema } from '@citavet/domain/disabled-dates/disabled-date.schema';
import {
  REMINDER_MESSAGES,
  ReminderSettingsSchema,
} from '@citavet/domain/reminders/reminder-settings.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { getReminderSettings } from './get-reminder-settings';
import { updateReminderSettings } from './update-reminder-settings';

const tags = ['reminders'];
const security = [{ bearerAuth: [] }];
/** Signed-in first: an anonymous call is a 401 even when its input is also wrong. */
const onRequest = async (request: FastifyRequest) => {
  requireUser(request);
};
const answer = { 200: successEnvelope(ReminderSettingsSchema) };

/** The space's reminder settings (decision 056): members read, admins write. */
export async function reminderSettingsRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/spaces/:spaceId/reminder-settings',
    {
      onRequest,
      schema: {
        operationId: 'getReminderSettings',
        summary: 'Ver los recordatorios del espacio (avisos de citas, vacunas, controles)',
        domainErrors: [404],
        tags,
        security,
        params: SpaceParamsSchema,
        response: answer,
      },
    },
    async (request) => ok(await getReminderSettings(deps, requireUser(request).id, request.params.spaceId)),
  );

  app.put(
    '/spaces/:spaceId/reminder-settings',
    {
      onRequest,
      schema: {
        operationId: 'updateReminderSettings',
        summary: 'Guardar los recordatorios del espacio',
        domainErrors: [400, 403, 404],
        tags,
        security,
        params: SpaceParamsSchema,
        body: ReminderSettingsSchema,
        response: answer,
      },
    },
    async (request) => {
      const saved = await updateReminderSettings(
        deps,
        requireUser(request).id,
        request.params.spaceId,
        request.body,
      );
      return ok(saved, REMINDER_MESSAGES.saved);
    },
  );
}
