import { type ErrorEnvelope, successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  CommunicationLogQuerySchema,
  CommunicationLogSchema,
} from '@citavet/domain/communications/communication-log.schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import {
  confirmResubscription,
  type ResubscribeRequest,
  readReminderSubscription,
  readResubscribeConfirmation,
  requestResubscription,
  type SubscriptionPage,
  unsubscribeFromReminders,
} from './change-reminder-subscription';
import { listClientCommunications } from './list-client-communications';
import {
  type ClinicBrand,
  renderResubscribeConfirmationPage,
  renderResubscribeRequestedPage,
  renderSubscriptionPage,
} from './unsubscribe-page';

const idField = z.guid({ error: 'Identificador inválido' });
const ClientParamsSchema = z.strictObject({ spaceId: idField, clientId: idField });
// The token's shape (base64url id '.' base64url signature); anything else is a link that is not ours.
const TokenParamsSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{22}$/, { error: 'Enlace no válido' }),
});
const HtmlPageSchema = z.string().describe('Página HTML');
// A resubscription confirmation: client id '.' expiry (base 36) '.' signature (resubscribe-token.ts).
const ResubscribeTokenParamsSchema = z.strictObject({
  token: z
    .string()
    .regex(/^[0-9a-f-]{36}\.[0-9a-z]{1,12}\.[A-Za-z0-9_-]{32}$/, { error: 'Enlace no válido' }),
});

const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};

const INVALID_LINK: ErrorEnvelope = { success: false, message: 'Enlace no válido', code: 'NOT_FOUND' };

/**
 * A browser (a mail client's too) asks for HTML and gets the page, a 404 included; any other client
 * gets the JSON failure the API documents for a link that names nothing.
 */
function isPageWanted(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: SubscriptionPage, token: string) {
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  if (!page && !isPageWanted(request)) return reply.status(404).send(INVALID_LINK);
  return reply
    .status(page ? 200 : 404)
    .header('content-type', 'text/html; charset=utf-8')
    .send(renderSubscriptionPage(page, `/api/public/unsubscribe/${token}`));
}

function sendResubscribePage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: ClinicBrand | null,
  token: string,
  options: { isDone?: boolean } = {},
) {
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  if (!page && !isPageWanted(request)) return reply.status(404).send(INVALID_LINK);
  return reply
    .status(page ? 200 : 404)
    .header('content-type', 'text/html; charset=utf-8')
    .send(renderResubscribeConfirmationPage(page, `/api/public/resubscribe/${token}`, options));
}

function sendResubscribeRequested(request: FastifyRequest, reply: FastifyReply, asked: ResubscribeRequest) {
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
  if (!asked && !isPageWanted(request)) return reply.status(404).send(INVALID_LINK);
  return reply
    .status(asked ? 200 : 404)
    .header('content-type', 'text/html; charset=utf-8')
    .send(renderResubscribeRequestedPage(asked));
}

export async function communicationsRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/spaces/:spaceId/clients/:clientId/communications',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'listClientCommunications',
        summary: 'Ver las comunicaciones enviadas y programadas a un cliente',
        domainErrors: [404],
        tags: ['clients'],
        security: [{ bearerAuth: [] }],
        params: ClientParamsSchema,
        querystring: CommunicationLogQuerySchema,
        response: { 200: successEnvelope(CommunicationLogSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { spaceId, clientId } = request.params;
      return ok(await listClientCommunications(deps, user.id, spaceId, clientId, request.query));
    },
  );

  // The link of List-Unsubscribe: no sign-in, the signed token is the proof. Mail providers POST
  // 'List-Unsubscribe=One-Click' as a form (RFC 8058) and the page's buttons post an empty form, so
  // this scope reads form bodies (small, and ignored: the link alone says what to do).
  await fastify.register(async (scope) => {
    const routes = unsubscribeScope(scope, deps);
    unsubscribeRoutes(routes);
    resubscribeRoutes(routes);
  });
}

/** The scope the list-unsubscribe pages answer in: form bodies read (and ignored), HTML out. */
function unsubscribeScope(scope: FastifyInstance, deps: AppDependencies) {
  scope.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'],
    { parseAs: 'string', bodyLimit: 2048 },
    (_request, body, done) => done(null, body),
  );
  const route = scope.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['public'], params: TokenParamsSchema, produces: ['text/html'] };
  const resubscribeSchema = {
    tags: ['public'],
    params: ResubscribeTokenParamsSchema,
    produces: ['text/html'],
  };

  return { route, deps, schema, resubscribeSchema };
}

type UnsubscribeScope = ReturnType<typeof unsubscribeScope>;

/** The unsubscribe link: its page and the one-click and button posts. */
function unsubscribeRoutes({ route, deps, schema }: UnsubscribeScope) {
  route.get(
    '/public/unsubscribe/:token',
    {
      schema: {
        operationId: 'getReminderSubscription',
        summary: 'Ver la página para darse de baja de los recordatorios',
        domainErrors: [404],
        ...schema,
        response: { 200: HtmlPageSchema },
      },
    },
    async (request, reply) =>
      sendPage(
        request,
        reply,
        await readReminderSubscription(deps, request.params.token),
        request.params.token,
      ),
  );
  route.post(
    '/public/unsubscribe/:token',
    {
      schema: {
        operationId: 'unsubscribeFromReminders',
        summary: 'Darse de baja de los recordatorios con un clic (RFC 8058)',
        domainErrors: [404],
        ...schema,
        response: { 200: HtmlPageSchema },
      },
    },
    async (request, reply) =>
      sendPage(
        request,
        reply,
        await unsubscribeFromReminders(deps, request.params.token, request.ip),
        request.params.token,
      ),
  );
  route.post(
    '/public/unsubscribe/:token/resubscribe',
    {
      schema: {
        operationId: 'requestResubscription',
        summary:
          'Pedir volver a recibir recordatorios: envía un enlace de confirmación al correo del cliente',
        domainErrors: [404],
        ...schema,
        response: { 200: HtmlPageSchema },
      },
    },
    async (request, reply) =>
      sendResubscribeRequested(request, reply, await requestResubscription(deps, request.params.token)),
  );
}

/** Asking to be subscribed again. */
function resubscribeRoutes({ route, deps, resubscribeSchema }: UnsubscribeScope) {
  route.get(
    '/public/resubscribe/:token',
    {
      schema: {
        operationId: 'getResubscribeConfirmation',
        summary: 'Ver la página para confirmar que se vuelven a recibir recordatorios',
        domainErrors: [404],
        ...resubscribeSchema,
        response: { 200: HtmlPageSchema },
      },
    },
    async (request, reply) =>
      sendResubscribePage(
        request,
        reply,
        await readResubscribeConfirmation(deps, request.params.token),
        request.params.token,
      ),
  );
  route.post(
    '/public/resubscribe/:token',
    {
      schema: {
        operationId: 'confirmResubscription',
        summary: 'Confirmar que se vuelven a recibir recordatorios (enlace del correo, 24 horas)',
        domainErrors: [404],
        ...resubscribeSchema,
        response: { 200: HtmlPageSchema },
      },
    },
    async (request, reply) => {
      const done = await confirmResubscription(deps, request.params.token, request.ip);
      return sendResubscribePage(request, reply, done, request.params.token, { isDone: done !== null });
    },
  );
}
