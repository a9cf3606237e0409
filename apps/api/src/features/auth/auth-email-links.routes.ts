import { MessageOnlySchema } from '@citavet/domain/api/envelope.schema';
import {
  EmailLinkTokenSchema,
  ForgotPasswordSchema,
  ResetPasswordSchema,
} from '@citavet/domain/auth/auth.schema';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { type AuthRouteContext, perMinute, secured } from './auth-route-context';
import { confirmEmailChange, EMAIL_CHANGED_MESSAGE } from './confirm-email-change';
import { FORGOT_PASSWORD_MESSAGE, requestPasswordReset } from './request-password-reset';
import { resendEmailVerification, VERIFICATION_SENT_MESSAGE } from './resend-email-verification';
import { resetPassword } from './reset-password';
import { EMAIL_REVERTED_MESSAGE, revertEmailChange } from './revert-email-change';
import { EMAIL_VERIFIED_MESSAGE, verifyEmail } from './verify-email';

/** What the e-mailed links open and resend: the address verified, the e-mail change confirmed or reverted. */
export function authEmailLinkRoutes(context: AuthRouteContext) {
  const { app, deps, limits, verificationLinksPerAccount } = context;
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
}

/** The password reset: the link asked for, and the new password set with it. */
export function authPasswordResetRoutes(context: AuthRouteContext) {
  const { app, deps, limits, resetLinksPerAccount } = context;
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
