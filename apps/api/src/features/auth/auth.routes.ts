import { MessageOnlySchema, successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  AuthResultSchema,
  ChangePasswordSchema,
  DeleteAccountSchema,
  EmailLinkTokenSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  UpdateProfileSchema,
} from '@citavet/domain/auth/auth.schema';
import { ProfileSchema } from '@citavet/domain/users/user.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { notFound } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { createAccountLimiter } from '../../security/account-limits';
import { loadProfile } from './auth.repository';
import { changePassword } from './change-password';
import { confirmEmailChange, EMAIL_CHANGED_MESSAGE } from './confirm-email-change';
import { deleteAccount } from './delete-account';
import { LoginThrottle } from './login-throttle';
import { registerUser } from './register-user';
import { emailChangeRequestedMessage } from './request-email-change';
import { FORGOT_PASSWORD_MESSAGE, requestPasswordReset } from './request-password-reset';
import { resendEmailVerification, VERIFICATION_SENT_MESSAGE } from './resend-email-verification';
import { resetPassword } from './reset-password';
import { EMAIL_REVERTED_MESSAGE, revertEmailChange } from './revert-email-change';
import { signIn } from './sign-in';
import { signOut } from './sign-out';
import { updateProfile } from './update-profile';
import { EMAIL_VERIFIED_MESSAGE, verifyEmail } from './verify-email';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
const secured = [{ bearerAuth: [] }];
// Answer 401 before validating the body, so an anonymous caller never learns about the input.
const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};

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
  // The same for verification links: a signed-in account cannot flood its own (or a typo'd) inbox.
  const verificationLinksPerAccount = createAccountLimiter(deps.limits.store, {
    name: 'verify-email-resend',
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
      const { profile, isEmailChangeRequested } = await updateProfile(deps, user.id, request.body);
      const message = isEmailChangeRequested
        ? emailChangeRequestedMessage(request.body.email)
        : 'Perfil actualizado exitosamente';
      return ok(profile, message);
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
    {
      preValidation: signedIn,
      schema: {
        tags: ['auth'],
        security: secured,
        body: DeleteAccountSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await deleteAccount(deps, user.id, request.body.currentPassword);
      return ok(null, 'Cuenta eliminada');
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], security: secured, response: { 200: MessageOnlySchema } } },
    async (request) => {
      await signOut(deps, requireUser(request).id);
      return ok(null, 'Sesión cerrada');
    },
  );

  app.post(
    '/auth/verify-email',
    {
      config: perMinute(limits.forgotPasswordPerMinute),
      schema: { tags: ['auth'], body: EmailLinkTokenSchema, response: { 200: MessageOnlySchema } },
    },
    async (request) => {
      await verifyEmail(deps, request.body.token);
      return ok(null, EMAIL_VERIFIED_MESSAGE);
    },
  );

  app.post(
    '/auth/verify-email/resend',
    {
      config: perMinute(limits.forgotPasswordPerMinute),
      schema: { tags: ['auth'], security: secured, response: { 200: MessageOnlySchema } },
    },
    async (request) => {
      const user = requireUser(request);
      await verificationLinksPerAccount.consume(user.id);
      await resendEmailVerification(deps, user.id);
      return ok(null, VERIFICATION_SENT_MESSAGE);
    },
  );

  app.post(
    '/auth/email-change/confirm',
    {
      config: perMinute(limits.forgotPasswordPerMinute),
      schema: { tags: ['auth'], body: EmailLinkTokenSchema, response: { 200: MessageOnlySchema } },
    },
    async (request) => {
      await confirmEmailChange(deps, request.body.token);
      return ok(null, EMAIL_CHANGED_MESSAGE);
    },
  );

  app.post(
    '/auth/email-change/revert',
    {
      config: perMinute(limits.forgotPasswordPerMinute),
      schema: { tags: ['auth'], body: EmailLinkTokenSchema, response: { 200: MessageOnlySchema } },
    },
    async (request) => {
      await revertEmailChange(deps, request.body.token);
      return ok(null, EMAIL_REVERTED_MESSAGE);
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
