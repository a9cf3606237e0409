import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { AppError } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { applyDeliveryReport } from './apply-delivery-report';
import { getSmsStatus, SmsStatusSchema } from './get-sms-status';
import { receiveSmsReply } from './receive-sms-reply';

// Kannel's two callbacks (public: the gateway has no session) and the channel's state for the
// settings. A refused callback is logged with the route and the status only: no number, no text.

const idField = z.guid({ error: 'Identificador inválido' });
const DeliveryParamsSchema = z.strictObject({
  outboxId: idField,
  signature: z.string().regex(/^[A-Za-z0-9_-]{22}$/, { error: 'Firma no válida' }),
});
const DeliveryQuerySchema = z.object({
  type: z.coerce.number({ error: 'Tipo de informe no válido' }).int({ error: 'Tipo de informe no válido' }),
  answer: z.string().max(1000).optional().default(''),
});
const ReplyQuerySchema = z.object({
  key: z.string().max(200).default(''),
  from: z.string().min(1, { error: 'Falta el remitente' }).max(40),
  text: z.string().max(2000).default(''),
  id: z.string().min(1, { error: 'Falta el identificador de la pasarela' }).max(100),
});
const EmptySchema = z.string().describe('Vacío: la pasarela no responde nada al cliente');

export async function smsCallbacksRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/public/sms/delivery/:outboxId/:signature',
    {
      schema: {
        operationId: 'applySmsDeliveryReport',
        summary: 'Informe de entrega de un SMS (dlr-url de Kannel, firmado)',
        domainErrors: [400, 403, 404],
        tags: ['public'],
        params: DeliveryParamsSchema,
        querystring: DeliveryQuerySchema,
        response: { 200: EmptySchema },
      },
    },
    async (request, reply) => {
      try {
        const result = await applyDeliveryReport(deps, { ...request.params, ...request.query });
        request.log.info({ result, type: request.query.type }, 'sms delivery report');
      } catch (error) {
        if (error instanceof AppError)
          request.log.warn({ status: error.statusCode }, 'sms delivery report refused');
        throw error;
      }
      return reply.type('text/plain').send('');
    },
  );

  app.get(
    '/public/sms/inbound',
    {
      schema: {
        operationId: 'receiveSmsReply',
        summary: 'Respuesta de un cliente a un SMS (BAJA, STOP, CONFIRMO, SI) desde Kannel',
        domainErrors: [400, 403],
        tags: ['public'],
        querystring: ReplyQuerySchema,
        response: { 200: EmptySchema },
      },
    },
    async (request, reply) => {
      const { key, from, text, id } = request.query;
      try {
        const outcome = await receiveSmsReply(deps, { key, from, text, gatewayId: id });
        request.log.info({ outcome }, 'sms reply');
      } catch (error) {
        if (error instanceof AppError) request.log.warn({ status: error.statusCode }, 'sms reply refused');
        throw error;
      }
      // An empty answer: Kannel sends nothing back to the client (omit-empty in its sms-service).
      return reply.type('text/plain').send('');
    },
  );

  app.get(
    '/spaces/:spaceId/sms-status',
    {
      onRequest: async (request) => {
        requireUser(request);
      },
      schema: {
        operationId: 'getSmsStatus',
        summary: 'Ver si el servidor envía SMS (y por qué no) y los segmentos usados este mes',
        domainErrors: [404],
        tags: ['spaces'],
        security: [{ bearerAuth: [] }],
        params: z.strictObject({ spaceId: idField }),
        response: { 200: successEnvelope(SmsStatusSchema) },
      },
    },
    async (request) => ok(await getSmsStatus(deps, requireUser(request).id, request.params.spaceId)),
  );
}
