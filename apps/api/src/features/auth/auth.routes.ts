import { MessageOnlySchema, successEnvelope } from '@citavet/domain/api/envelope.schema';
import { addressBlock } from '@citavet/domain/auth/address-block';
import {
  AuthResultSchema,
  EmailLinkTokenSchema,
  LoginSchema,
  RegisterSchema,
} from '@citavet/domain/auth/auth.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { authAccountRoutes } from './auth-account.routes';
import { authEmailLinkRoutes, authPasswordResetRoutes } from './auth-email-links.routes';
import { type AuthRouteContext, createAuthRouteContext, perMinute, secured } from './auth-route-context';
import { NOT_ME_MESSAGE, reportPasswordChangeNotMe } from './not-me';
import { registerUser } from './register-user';
import { signIn } from './sign-in';
import { signInWithLink } from './sign-in-link';
import { signOut } from './sign-out';

export async function authRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const context = createAuthRouteContext(fastify, deps);
  registrationAndSignInRoutes(context);
  authAccountRoutes(context);
  signOutRoutes(context);
  authEmailLinkRoutes(context);
  authPasswordResetRoutes(context);
}

/** An account made, and the ways into it. */
function registrationAndSignInRoutes(context: AuthRouteContext) {
  const { app, deps, limits, throttle, devices, registrationsPerEmail, registrationsPerBlock } = context;
  app.post(
    '/auth/register',
    {
      config: perMinute(limits.registerPerMinute),
      schema: {
        operationId: 'registerUser',
        summary: 'Crear una cuenta e iniciar sesión',
        domainErrors: [409],
        tags: ['auth'],
        body: RegisterSchema,
        response: { 201: successEnvelope(AuthResultSchema) },
      },
    },
    async (request, reply) => {
      await registrationsPerBlock.consume(`block:${addressBlock(request.ip)}`);
      await registrationsPerEmail.consume(request.body.email);
      return reply.status(201).send(ok(await registerUser(deps, request.body)));
    },
  );

  app.post(
    '/auth/login',
    {
      config: perMinute(limits.loginPerMinute),
      schema: {
        operationId: 'signIn',
        summary: 'Iniciar sesión con email y contraseña',
        domainErrors: [401, 429],
        tags: ['auth'],
        body: LoginSchema,
        response: { 200: successEnvelope(AuthResultSchema) },
      },
    },
    async (request, reply) => {
      const from = { clientAddress: request.ip, deviceNonce: devices.read(request, request.body.email) };
      const result = await signIn(deps, throttle, request.body, from);
      // A fresh device cookie at every password sign-in: this browser may skip the pools next time.
      devices.issue(reply, result.user.email);
      return ok(result);
    },
  );

  app.post(
    '/auth/sign-in-link',
    {
      config: perMinute(limits.forgotPasswordPerMinute),
      schema: {
        operationId: 'signInWithEmailLink',
        summary: 'Iniciar sesión con el enlace de un solo uso enviado por email a un dispositivo nuevo',
        tags: ['auth'],
        body: EmailLinkTokenSchema,
        response: { 200: successEnvelope(AuthResultSchema) },
      },
    },
    async (request, reply) => {
      const result = await signInWithLink(deps, request.body.token);
      devices.issue(reply, result.user.email);
      return ok(result, 'Sesión iniciada con el enlace de tu email');
    },
  );

  app.post(
    '/auth/not-me',
    {
      config: perMinute(limits.forgotPasswordPerMinute),
      schema: {
        operationId: 'reportPasswordChangeNotMe',
        summary:
          "Avisar con el enlace 'no fui yo' de un cambio de contraseña: cierra todas las sesiones e inicia un restablecimiento",
        tags: ['auth'],
        body: EmailLinkTokenSchema,
        response: { 200: successEnvelope(z.object({ resetToken: z.string() })) },
      },
    },
    async (request) => ok(await reportPasswordChangeNotMe(deps, request.body.token), NOT_ME_MESSAGE),
  );
}

/** Out of the account on this device. */
function signOutRoutes(context: AuthRouteContext) {
  const { app, deps } = context;
  app.post(
    '/auth/logout',
    {
      schema: {
        operationId: 'signOut',
        summary: 'Cerrar sesión: revoca todas las sesiones de la cuenta',
        tags: ['auth'],
        security: secured,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      await signOut(deps, requireUser(request).id);
      return ok(null, 'Sesión cerrada');
    },
  );
}
