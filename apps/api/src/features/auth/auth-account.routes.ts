import { MessageOnlySchema, successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  ChangePasswordSchema,
  DeleteAccountSchema,
  UpdateProfileSchema,
} from '@citavet/domain/auth/auth.schema';
import { ProfileSchema } from '@citavet/domain/users/user.schema';
import { z } from 'zod';
import { notFound } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { loadProfile } from './auth.repository';
import { type AuthRouteContext, perMinute, secured, signedIn } from './auth-route-context';
import { changePassword } from './change-password';
import { deleteAccount } from './delete-account';
import { emailChangeRequestedMessage } from './request-email-change';
import { updateProfile } from './update-profile';

/** The signed-in account: its profile, its password and its deletion. */
export function authAccountRoutes(context: AuthRouteContext) {
  const { app, deps, limits, passwordCheck, emailChangesPerAccount } = context;
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
}
