import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  LOGO_MAX_BYTES,
  LogoInfoSchema,
  SpaceLogoSchema,
  SpaceScopedParamsSchema,
} from '@citavet/domain/spaces/space.schema';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { type RouteGroups, routeGroups } from '../../http/route-groups';
import { uploadLimits } from '../../uploads/upload-limits';
import { deleteLogo } from './delete-logo';
import { findLogoUrl } from './find-logo-url';
import { getLogoInfo } from './get-logo-info';
import { readLogoUpload } from './read-logo-upload';
import { renderEmailLogo } from './render-email-logo';
import { uploadLogo } from './upload-logo';

const secured = [{ bearerAuth: [] }];
const tags = ['logo'];
// Answer 401 before validating anything, so an anonymous caller never learns about the input.
const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};

export async function logoRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const routes = routeGroups(fastify, deps);
  await logoUploadRoutes(routes);
  logoReadRoutes(routes);
}

/** The upload, a multipart request in its own scope. */
async function logoUploadRoutes({ deps, fastify }: RouteGroups) {
  // Multipart parsing exists only inside this scope: every other route keeps refusing it.
  await fastify.register(async (scope) => {
    // One byte over the limit is still read, so a file of exactly 10 MB passes and 10 MB + 1 is a 413.
    await scope.register(multipart, {
      limits: { fileSize: LOGO_MAX_BYTES + 1, files: 1, fields: 10, parts: 12 },
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const limits = uploadLimits(deps);

    app.post(
      '/spaces/:spaceId/logo',
      {
        config: limits.routeConfig,
        preValidation: limits.checkUser,
        schema: {
          operationId: 'uploadLogo',
          summary: 'Subir o reemplazar el logo del espacio',
          domainErrors: [403, 404],
          tags,
          security: secured,
          consumes: ['multipart/form-data'],
          params: SpaceScopedParamsSchema,
          response: { 200: successEnvelope(z.object({ space: SpaceLogoSchema })) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const space = await uploadLogo(deps, user.id, request.params.spaceId, () => readLogoUpload(request));
        return ok({ space }, 'Logo actualizado exitosamente');
      },
    );
  });
}

/** The logo read (its facts, the image, the PNG for e-mails) and removed. */
function logoReadRoutes({ app, deps }: RouteGroups) {
  app.get(
    '/spaces/:spaceId/logo/info',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'getLogoInfo',
        summary: 'Ver los datos del logo del espacio',
        domainErrors: [404],
        tags,
        security: secured,
        params: SpaceScopedParamsSchema,
        response: { 200: successEnvelope(z.object({ logo: LogoInfoSchema })) },
      },
    },
    async (request) => ok({ logo: await getLogoInfo(deps, requireUser(request).id, request.params.spaceId) }),
  );

  app.delete(
    '/spaces/:spaceId/logo',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'deleteLogo',
        summary: 'Quitar el logo del espacio',
        domainErrors: [403, 404],
        tags,
        security: secured,
        params: SpaceScopedParamsSchema,
        response: { 200: successEnvelope(z.object({ space: SpaceLogoSchema })) },
      },
    },
    async (request) => {
      const space = await deleteLogo(deps, requireUser(request).id, request.params.spaceId);
      return ok({ space }, 'Logo eliminado exitosamente');
    },
  );

  // Public: <img src="/api/spaces/{id or route}/logo"> works without signing in.
  app.get(
    '/spaces/:spaceId/logo',
    {
      schema: {
        operationId: 'redirectToLogo',
        summary: 'Redirigir a la imagen del logo',
        domainErrors: [404],
        tags,
        params: z.object({ spaceId: z.string().min(1).max(100) }),
      },
    },
    async (request, reply) => {
      const url = await findLogoUrl(deps, request.params.spaceId);
      return reply.header('cache-control', 'public, max-age=60').redirect(url, 302);
    },
  );

  // Public: the logo as PNG for e-mails (mail clients that show no WebP); `v` only names the version.
  app.get(
    '/spaces/:spaceId/logo.png',
    {
      schema: {
        operationId: 'getEmailLogo',
        summary: 'Descargar el logo en PNG (el que muestran los e-mails)',
        domainErrors: [404],
        tags,
        params: SpaceScopedParamsSchema,
        querystring: z.object({ v: z.string().max(100).optional() }),
        produces: ['image/png'],
      },
    },
    async (request, reply) => {
      const png = await renderEmailLogo(deps, request.params.spaceId);
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .header('content-disposition', 'inline')
        .send(png);
    },
  );
}
