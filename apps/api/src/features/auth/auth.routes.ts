import { MessageOnlySchema, successEnvelope } from '@citavet/domain/api/envelope.schema';
import { addressBlock } from '@citavet/domain/auth/address-block';
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
import { createDeviceCookies } from '../../security/device-cookie';
import { loadProfile } from './auth.repository';
import { changePassword } from './change-password';
import { confirmEmailChange, EMAIL_CHANGED_MESSAGE } from './confirm-email-change';
import { deleteAccount } from './delete-account';
import { LoginThrottle } from './login-throttle';
import { NOT_ME_MESSAGE, reportPasswordChangeNotMe } from './not-me';
import { registerUser } from './register-user';
import { emailChangeRequestedMessage } from './request-email-change';
import { FORGOT_PASSWORD_MESSAGE, requestPasswordReset } from './request-password-reset';
import { resendEmailVerification, VERIFICATION_SENT_MESSAGE } from './resend-email-verification';
import { resetPassword } from './reset-password';
import { EMAIL_REVERTED_MESSAGE, revertEmailChange } from './revert-email-change';
import { signIn } from './sign-in';
import { signInWithLink } from './sign-in-link';
import { signOut } from './sign-out';
import { updateProfile } from './update-profile';
import { EMAIL_VERIFIED_MESSAGE, verifyEmail } from './verify-email';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
const secured = [{ bearerAuth: [] }];
// Answer 401 before validating the body, so an anonymous caller never learns about the input.
const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};

const HOUR = 60 * 60 * 1000;

export async function authRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limits = deps.config.rateLimits;
  const throttle = new LoginThrottle(deps.limits.store, limits.signInDelay);
  const devices = createDeviceCookies(deps.tokens, { isSecure: deps.config.publicUrl.startsWith('https:') });
  // The current-password check of a signed-in request counts where its sign-in would.
  const passwordCheck = (request: FastifyRequest) => {
    const user = requireUser(request);
    return {
      throttle,
      user,
      from: { clientAddress: request.ip, deviceNonce: devices.read(request, user.email) },
    };
  };
  // Registration may say an address is taken, so it is limited per address tried and per client
  // address block: nobody sweeps the list of accounts through it.
  const registrationsPerEmail = createAccountLimiter(deps.limits.store, {
    name: 'register-email',
    max: limits.registerPerEmailPerHour,
    windowMs: HOUR,
  });
  const registrationsPerBlock = createAccountLimiter(deps.limits.store, {
    name: 'register-block',
    max: limits.registerPerBlockPerHour,
    windowMs: HOUR,
  });
  const emailChangesPerAccount = createAccountLimiter(deps.limits.store, {
    name: 'email-change',
    max: limits.forgotPasswordPerAccountPerHour,
    windowMs: HOUR,
  });
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

  app.get(
    '/auth/profile',
    {
      schema: {
        operationId: 'getProfile',
        summary: 'Ver el perfil del usuario que ha iniciado sesión',
        domainErrors: [404],
        tags: ['auth'],
        security: secured,
        response: { 200: successEnvelope(ProfileSchema) },
      },
    },
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
      config: perMinute(limits.loginPerMinute),
      schema: {
        operationId: 'updateProfile',
        summary: 'Actualizar nombre, email y teléfono del perfil',
        domainErrors: [404, 409],
        tags: ['auth'],
        security: secured,
        body: UpdateProfileSchema,
        response: { 200: successEnvelope(ProfileSchema) },
      },
    },
    async (request) => {
      const check = { ...passwordCheck(request), changesPerAccount: emailChangesPerAccount };
      const { profile, isEmailChangeRequested } = await updateProfile(deps, check, request.body);
      const message = isEmailChangeRequested
        ? emailChangeRequestedMessage(request.body.email)
        : 'Perfil actualizado exitosamente';
      return ok(profile, message);
    },
  );

  app.put(
    '/auth/change-password',
    {
      config: perMinute(limits.loginPerMinute),
      schema: {
        operationId: 'changePassword',
        summary: 'Cambiar la contraseña (cierra las demás sesiones)',
        tags: ['auth'],
        security: secured,
        body: ChangePasswordSchema,
        response: { 200: successEnvelope(z.object({ token: z.string() })) },
      },
    },
    async (request) => {
      return ok(
        await changePassword(deps, passwordCheck(request), request.body),
        'Contraseña actualizada exitosamente',
      );
    },
  );

  app.delete(
    '/auth/account',
    {
      config: perMinute(limits.loginPerMinute),
      preValidation: signedIn,
      schema: {
        operationId: 'deleteAccount',
        summary: 'Eliminar la cuenta del usuario',
        domainErrors: [403, 409],
        tags: ['auth'],
        security: secured,
        body: DeleteAccountSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      await deleteAccount(deps, passwordCheck(request), request.body.currentPassword);
      return ok(null, 'Cuenta eliminada');
    },
  );

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

  app.post(
    '/auth/verify-email',
    {
      config: perMinute(limits.forgotPasswordPerMinute),
      schema: {
        operationId: 'verifyEmail',
        summary: 'Confirmar la dirección de email con el enlace recibido',
        tags: ['auth'],
        body: EmailLinkTokenSchema,
        response: { 200: MessageOnlySchema },
      },
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
      schema: {
        operationId: 'resendEmailVerification',
        summary: 'Reenviar el enlace de verificación del email',
        domainErrors: [409, 429],
        tags: ['auth'],
        security: secured,
        response: { 200: MessageOnlySchema },
      },
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
      schema: {
        operationId: 'confirmEmailChange',
        summary: 'Aplicar el cambio de email con el enlace enviado a la nueva dirección',
        domainErrors: [409],
        tags: ['auth'],
        body: EmailLinkTokenSchema,
        response: { 200: MessageOnlySchema },
      },
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
      schema: {
        operationId: 'revertEmailChange',
        summary: 'Deshacer un cambio de email con el enlace enviado a la dirección anterior',
        domainErrors: [409],
        tags: ['auth'],
        body: EmailLinkTokenSchema,
        response: { 200: MessageOnlySchema },
      },
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
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Pedir por email un enlace para restablecer la contraseña',
        tags: ['auth'],
        body: ForgotPasswordSchema,
        response: { 200: MessageOnlySchema },
      },
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
      schema: {
        operationId: 'resetPassword',
        summary: 'Restablecer la contraseña con el enlace recibido',
        tags: ['auth'],
        body: ResetPasswordSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return ok(null, 'Contraseña restablecida. Ya puedes iniciar sesión.');
    },
  );
}
