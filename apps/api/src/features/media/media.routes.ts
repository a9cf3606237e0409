import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  DeleteManyMediaSchema,
  MEDIA_DESCRIPTION_MAX_LENGTH,
  MEDIA_MAX_FILES_PER_UPLOAD,
  MEDIA_MESSAGES,
  MEDIA_VIDEO_MAX_BYTES,
  MediaDeleteResultSchema,
  MediaItemResultSchema,
  MediaListQuerySchema,
  MediaListSchema,
  MediaOrderResultSchema,
  MediaParamsSchema,
  MediaUploadResultSchema,
  ReorderMediaSchema,
  UpdateMediaSchema,
} from '@citavet/domain/media/media.schema';
import { SpaceScopedParamsSchema } from '@citavet/domain/spaces/space.schema';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { type RouteGroups, routeGroups } from '../../http/route-groups';
import { invalidFile } from '../../uploads/upload-errors';
import { uploadLimits } from '../../uploads/upload-limits';
import { deleteMedia } from './delete-media';
import { getMedia } from './get-media';
import { listSpaceMedia } from './list-media';
import { reorderMedia } from './reorder-media';
import { updateMedia } from './update-media';
import { uploadMedia } from './upload-media';

const tags = ['media'];
const security = [{ bearerAuth: [] }];
/** Signed-in first: an anonymous call is a 401 even when its input is also wrong. */
const onRequest = async (request: FastifyRequest) => {
  requireUser(request);
};

export async function mediaRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const routes = routeGroups(fastify, deps);
  await mediaUploadRoutes(routes);
  galleryRoutes(routes);
  mediaItemRoutes(routes);
}

/** The upload, a multipart request in its own scope. */
async function mediaUploadRoutes({ deps, fastify }: RouteGroups) {
  // Multipart parsing exists only inside this scope: every other route keeps refusing it.
  await fastify.register(async (scope) => {
    await scope.register(multipart, {
      // One byte over the video limit is still read, so exactly 100 MB passes and the file code
      // itself answers the spec's message; images get their 10 MB limit while they stream.
      limits: {
        fileSize: MEDIA_VIDEO_MAX_BYTES + 1,
        files: MEDIA_MAX_FILES_PER_UPLOAD,
        fields: 2 * MEDIA_MAX_FILES_PER_UPLOAD,
        parts: 3 * MEDIA_MAX_FILES_PER_UPLOAD,
        // A description of 500 characters is at most 2000 bytes of UTF-8.
        fieldSize: 4 * MEDIA_DESCRIPTION_MAX_LENGTH + 1,
        fieldNameSize: 100,
        headerPairs: 50,
      },
      throwFileSizeLimit: false,
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const limits = uploadLimits(deps);

    app.post(
      '/spaces/:spaceId/media',
      {
        config: limits.routeConfig,
        onRequest: limits.checkUser,
        schema: {
          operationId: 'uploadMedia',
          summary: 'Subir una foto o un vídeo al espacio',
          domainErrors: [403, 404],
          tags,
          security,
          consumes: ['multipart/form-data'],
          params: SpaceScopedParamsSchema,
          response: { 201: successEnvelope(MediaUploadResultSchema) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const { result, message } = await uploadMedia(deps, user.id, request.params.spaceId, () => {
          if (!request.isMultipart()) throw invalidFile(MEDIA_MESSAGES.missingFiles, 'MEDIA_MISSING');
          return request.parts();
        });
        return reply.status(201).send(ok(result, message));
      },
    );
  });
}

/** The space's gallery: listed and reordered. */
function galleryRoutes({ app, deps }: RouteGroups) {
  app.get(
    '/spaces/:spaceId/media',
    {
      onRequest,
      schema: {
        operationId: 'listMedia',
        summary: 'Listar las fotos y vídeos del espacio',
        domainErrors: [404],
        tags,
        security,
        params: SpaceScopedParamsSchema,
        querystring: MediaListQuerySchema,
        response: { 200: successEnvelope(MediaListSchema) },
      },
    },
    async (request) =>
      ok(await listSpaceMedia(deps, requireUser(request).id, request.params.spaceId, request.query)),
  );

  // The static segment `reorder` wins over `:mediaId` in the router.
  app.put(
    '/spaces/:spaceId/media/reorder',
    {
      onRequest,
      schema: {
        operationId: 'reorderMedia',
        summary: 'Cambiar el orden de las fotos y vídeos',
        domainErrors: [403, 404, 409],
        tags,
        security,
        params: SpaceScopedParamsSchema,
        body: ReorderMediaSchema,
        response: { 200: successEnvelope(MediaOrderResultSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { media, total } = await reorderMedia(
        deps,
        user.id,
        request.params.spaceId,
        request.body.mediaIds,
      );
      return ok({ media, pagination: { total } }, MEDIA_MESSAGES.reordered);
    },
  );
}

/** One item read, edited and removed, and the whole gallery removed. */
function mediaItemRoutes({ app, deps }: RouteGroups) {
  app.get(
    '/spaces/:spaceId/media/:mediaId',
    {
      onRequest,
      schema: {
        operationId: 'getMedia',
        summary: 'Ver una foto o un vídeo',
        domainErrors: [404],
        tags,
        security,
        params: MediaParamsSchema,
        response: { 200: successEnvelope(MediaItemResultSchema) },
      },
    },
    async (request) => {
      const { spaceId, mediaId } = request.params;
      return ok({ media: await getMedia(deps, requireUser(request).id, spaceId, mediaId) });
    },
  );

  app.put(
    '/spaces/:spaceId/media/:mediaId',
    {
      onRequest,
      schema: {
        operationId: 'updateMedia',
        summary: 'Cambiar la descripción de una foto o un vídeo',
        domainErrors: [403, 404],
        tags,
        security,
        params: MediaParamsSchema,
        body: UpdateMediaSchema,
        response: { 200: successEnvelope(MediaItemResultSchema) },
      },
    },
    async (request) => {
      const { spaceId, mediaId } = request.params;
      const media = await updateMedia(deps, requireUser(request).id, spaceId, mediaId, request.body);
      return ok({ media }, MEDIA_MESSAGES.updated);
    },
  );

  app.delete(
    '/spaces/:spaceId/media/:mediaId',
    {
      onRequest,
      schema: {
        operationId: 'deleteMedia',
        summary: 'Eliminar una foto o un vídeo',
        domainErrors: [403, 404],
        tags,
        security,
        params: MediaParamsSchema,
        response: { 200: successEnvelope(MediaDeleteResultSchema) },
      },
    },
    async (request) => {
      const { spaceId, mediaId } = request.params;
      return ok(await deleteMedia(deps, requireUser(request).id, spaceId, [mediaId]), MEDIA_MESSAGES.deleted);
    },
  );

  app.delete(
    '/spaces/:spaceId/media',
    {
      onRequest,
      schema: {
        operationId: 'deleteManyMedia',
        summary: 'Eliminar varias fotos y vídeos del espacio de una vez',
        domainErrors: [403, 404],
        tags,
        security,
        params: SpaceScopedParamsSchema,
        body: DeleteManyMediaSchema,
        response: { 200: successEnvelope(MediaDeleteResultSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await deleteMedia(deps, user.id, request.params.spaceId, request.body.mediaIds);
      return ok(result, MEDIA_MESSAGES.deletedMany);
    },
  );
}
