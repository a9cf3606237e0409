import { MessageOnlySchema, successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  AuthResultSchema,
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  UpdateProfileSchema,
} from '@citavet/domain/auth/auth.schema';
import { ProfileSchema } from '@citavet/domain/users/user.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { createAccountLimiter } from '../../security/account-limits';
import { loadProfile } from './auth.repository';
import { changePassword } from './change-password';
import { deleteAccount } from './delete-account';
import { LoginThrottle } from './login-throttle';
import { registerUser } from './register-user';
import { FORGOT_PASSWORD_MESSAGE, requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';
import { signIn } from './sign-in';
import { updateProfile } from './update-profile';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
const secured = [{ bearerAuth: [] }];

export async function authRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limits = deps.config.rateLimits;
  const throttle = new LoginThrottle(deps.limits.store, limits.signInDelay);
  // Per target account, whatever the IP: nobody floods one inbox with reset links.
  const resetLinksPerAccount = createAccountLimiter(deps.limits.store, {
    name: 'forgot-password',
    max: limits.forgotPasswordPerAccountPerHour,
    windowMs: 60 * 60 * 1000,
  });

  app.post(
    '/auth/register',
    {
      config: perMinute(limits.registerPerMinute),
      schema: { tags: ['auth'], body: RegisterSchema, response: { 201: successEnvelope(AuthResultSchema) } },
    },
    async (request, reply) => reply.status(201).send(ok(await registerUser(deps, request.body))),
  );

  app.post(
    '/auth/login',
    {
      config: perMinute(limits.loginPerMinute),
      schema: { tags: ['auth'], body: LoginSchema, response: { 200: successEnvelope(AuthResultSchema) } },
    },
    async (request) => ok(await signIn(deps, throttle, request.body, request.ip)),
  );

  app.get(
    '/auth/profile',
    { schema: { tags: ['auth'], security: secured, response: { 200: successEnvelope(ProfileSchema) } } },
    async (request) => {
      const user = requireUser(request);
      const profile = await loadProfile(deps.database.db, user.id, deps.clock.now());
      if (!profile) throw notFound('Usuario no encontrado');
      return ok(profile);
    },
  );

  app.put(
    '/auth/profile',
    {
      schema: {
        tags: ['auth'],
        security: secured,
        body: UpdateProfileSchema,
        response: { 200: successEnvelope(ProfileSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(await updateProfile(deps, user.id, request.body), 'Perfil actualizado exitosamente');
    },
  );

  app.put(
    '/auth/change-password',
    {
      schema: {
        tags: ['auth'],
        security: secured,
        body: ChangePasswordSchema,
        response: { 200: successEnvelope(z.object({ token: z.string() })) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok(await changePassword(deps, user.id, request.body), 'Contraseña actualizada exitosamente');
    },
  );

  app.delete(
    '/auth/account',
    { schema: { tags: ['auth'], security: secured, response: { 200: MessageOnlySchema } } },
    async (request) => {
      const user = requireUser(request);
      await deleteAccount(deps, user.id);
      return ok(null, 'Cuenta eliminada');
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: perMinute(limits.forgotPasswordPerMinute),
      schema: { tags: ['auth'], body: ForgotPasswordSchema, response: { 200: MessageOnlySchema } },
    },
    async (request) => {
      await resetLinksPerAccount.consume(request.body.email);
      await requestPasswordReset(deps, request.body.email);
      return ok(null, FORGOT_PASSWORD_MESSAGE);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: perMinute(limits.forgotPasswordPerMinute),
      schema: { tags: ['auth'], body: ResetPasswordSchema, response: { 200: MessageOnlySchema } },
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return ok(null, 'Contraseña restablecida. Ya puedes iniciar sesión.');
    },
  );
}
