import '@citavet/domain/zod-spanish';
import { randomUUID } from 'node:crypto';
import type { ErrorEnvelope } from '@citavet/domain/api/envelope.schema';
import type { ErrorCode } from '@citavet/domain/api/error-code';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDependencies, AppInput, TrustProxy } from './app-dependencies';
import { AUDIT_IP_KEY_PURPOSE, setAuditIpKey } from './audit/audit-ip';
import { auditRoutes } from './features/audit/audit.routes';
import { authRoutes } from './features/auth/auth.routes';
import { availabilityRoutes } from './features/availability/availability.routes';
import { bookingsRoutes } from './features/bookings/bookings.routes';
import { orphanedBookingsRoutes } from './features/bookings/orphaned-bookings.routes';
import { caldavKeyOf } from './features/calendar/caldav-account';
import { calendarRoutes } from './features/calendar/calendar.routes';
import { createCalendarFreshness } from './features/calendar/calendar-freshness';
import { chargesRoutes } from './features/charges/charges.routes';
import { clientDuplicatesRoutes } from './features/clients/client-duplicates.routes';
import { clientPrivacyRoutes } from './features/clients/client-privacy.routes';
import { clientsRoutes } from './features/clients/clients.routes';
import { communicationsRoutes } from './features/communications/communications.routes';
import { smsCallbacksRoutes } from './features/communications/sms-callbacks.routes';
import { type DirectoryFreshness, directoryRoutes } from './features/directory/directory.routes';
import { disabledDatesRoutes } from './features/disabled-dates/disabled-dates.routes';
import { filesRoutes } from './features/files/files.routes';
import { createGeocoder, geocodingRoutes } from './features/geocoding/geocoding.routes';
import { healthRoutes } from './features/health/health.routes';
import { invitationsRoutes } from './features/invitations/invitations.routes';
import { logoRoutes } from './features/logo/logo.routes';
import { mediaRoutes } from './features/media/media.routes';
import { membersRoutes } from './features/members/members.routes';
import { onlinePausesRoutes } from './features/online-pauses/online-pauses.routes';
import { petsRoutes } from './features/pets/pets.routes';
import { plansRoutes } from './features/plans/plans.routes';
import { publicRoutes } from './features/public/public.routes';
import { recordsRoutes } from './features/records/records.routes';
import { reminderSettingsRoutes } from './features/reminders/reminder-settings.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { scheduleOverridesRoutes } from './features/schedule-overrides/schedule-overrides.routes';
import { schedulesRoutes } from './features/schedules/schedules.routes';
import { servicesRoutes } from './features/services/services.routes';
import { setupRoutes } from './features/setup/setup.routes';
import { spaceOwnershipRoutes } from './features/spaces/space-ownership.routes';
import { spacesRoutes } from './features/spaces/spaces.routes';
import { registerAuthentication } from './http/authenticate';
import { registerControlCharacterGuard } from './http/control-characters';
import { registerErrorHandler } from './http/error-handler';
import { LOG_SERIALIZERS } from './http/log-serializers';
import { registerSecurityHeaders } from './http/security-headers';
import { openApiTransform, openApiTransformObject } from './openapi/openapi-contract';
import { memoryLimits } from './security/shared-limits';
import { serveWebApp } from './serve-web-app';

const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.currentPassword',
  'req.body.newPassword',
  'req.body.token',
  '*.password',
  '*.token',
];

/**
 * Builds the whole HTTP app from its dependencies (tests call it too). Start-up work lives in server.ts;
 * the app's own side effects are the public routes' LISTEN subscription (stopped on close) and looking
 * for the built web app in `webDistDir`.
 */
export async function buildApp(input: AppInput): Promise<FastifyInstance> {
  const deps: AppDependencies = { ...input, limits: input.limits ?? memoryLimits(input.clock) };
  setAuditIpKey(deps.tokens.deriveKey(AUDIT_IP_KEY_PURPOSE));
  const app = Fastify({
    logger:
      deps.config.logLevel === 'silent'
        ? false
        : {
            level: deps.config.logLevel,
            redact: { paths: REDACTED_PATHS, censor: '[oculto]' },
            serializers: LOG_SERIALIZERS,
          },
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // Off unless TRUST_PROXY names the load balancer: otherwise any client could pick its own
    // address in X-Forwarded-For and start every per-IP limit afresh.
    trustProxy: fastifyTrustProxy(deps.config.trustProxy ?? false),
    ajv: { customOptions: { coerceTypes: false } },
    // Router-level failures (a malformed or over-long URL) never reach the error handler: answer
    // them with the same envelope.
    frameworkErrors: (error, _request, frameworkReply) => {
      const isTooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const reply = frameworkReply as unknown as FastifyReply;
      reply.status(isTooLong ? 414 : 400).send({
        success: false,
        message: isTooLong
          ? 'La dirección solicitada es demasiado larga'
          : 'La dirección solicitada no es válida',
        code: isTooLong ? 'URI_TOO_LONG' : 'BAD_URL',
      } satisfies ErrorEnvelope);
    },
  });
  // A slot request for a host whose CalDAV busy time is overdue pulls it first, for a bounded time.
  deps.calendarFreshness = createCalendarFreshness({
    db: deps.database.db,
    clock: deps.clock,
    key: caldavKeyOf(deps),
    log: (message, fields) => app.log.warn(fields, message),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerControlCharacterGuard(app);
  // The API speaks JSON (and multipart where a route registers it): plain text is a 415.
  app.removeContentTypeParser('text/plain');

  registerSecurityHeaders(app);
  const sharedRedis = deps.limits.redis;
  await app.register(rateLimit, {
    global: false,
    // In Redis (REDIS_URL) every process counts against one limit; in memory a bounded LRU.
    ...(sharedRedis ? { redis: sharedRedis.client, nameSpace: sharedRedis.keyPrefix } : { cache: 10_000 }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED' satisfies ErrorCode,
      message: `Demasiadas solicitudes. Inténtalo de nuevo en ${Math.ceil(context.ttl / 1000)} segundos.`,
    }),
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Citavet API',
        version: '1.0.0',
        description: 'API de Citavet: citas para veterinarias.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // Failure answers and public-route security for every route, in one place (each route names
    // and summarises itself in its own schema, with the failures its use case answers).
    transform: openApiTransform,
    transformObject: openApiTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerAuthentication(app, deps);
  let directoryFreshness: DirectoryFreshness = async () => {};
  await app.register(
    async (api) => {
      directoryFreshness = await registerFeatureRoutes(api, deps);
    },
    { prefix: '/api' },
  );

  await serveWebApp(app, deps, () => directoryFreshness());
  return app;
}

/** Every feature's routes under /api; answers the directory's freshness check the web pages call. */
async function registerFeatureRoutes(
  api: FastifyInstance,
  deps: AppDependencies,
): Promise<DirectoryFreshness> {
  // One line per feature; each feature owns its routes file.
  await healthRoutes(api, deps);
  await authRoutes(api, deps);
  await spacesRoutes(api, deps);
  await spaceOwnershipRoutes(api, deps);
  await membersRoutes(api, deps);
  await invitationsRoutes(api, deps);
  await logoRoutes(api, deps);
  await filesRoutes(api, deps);
  // One address search for the dashboard's address field and the directory's typed places.
  const geocoder = createGeocoder(deps);
  await geocodingRoutes(api, deps, geocoder);
  await servicesRoutes(api, deps);
  await schedulesRoutes(api, deps);
  await setupRoutes(api, deps);
  await bookingsRoutes(api, deps);
  await orphanedBookingsRoutes(api, deps);
  await publicRoutes(api, deps);
  const directoryFreshness = await directoryRoutes(api, deps, geocoder);
  await availabilityRoutes(api, deps);
  await disabledDatesRoutes(api, deps);
  await scheduleOverridesRoutes(api, deps);
  await onlinePausesRoutes(api, deps);
  await reminderSettingsRoutes(api, deps);
  await mediaRoutes(api, deps);
  await clientsRoutes(api, deps);
  await petsRoutes(api, deps);
  await recordsRoutes(api, deps);
  await chargesRoutes(api, deps);
  await reportsRoutes(api, deps);
  await auditRoutes(api, deps);
  await clientPrivacyRoutes(api, deps);
  await clientDuplicatesRoutes(api, deps);
  await communicationsRoutes(api, deps);
  await smsCallbacksRoutes(api, deps);
  await plansRoutes(api, deps);
  await calendarRoutes(api, deps);
  return directoryFreshness;
}

/** Fastify takes a hop count at run time but not in its types: the same rule as a function. */
function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}
