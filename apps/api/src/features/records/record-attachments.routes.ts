import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  RECORD_ATTACHMENT_MESSAGES,
  RECORD_MAX_FILES_PER_UPLOAD,
  RECORD_PDF_MAX_BYTES,
} from '@citavet/domain/records/record-attachment-rules';
import { RecordEntrySchema } from '@citavet/domain/records/record-entry.schema';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { ok } from '../../http/envelope';
import { invalidFile } from '../../uploads/upload-errors';
import { uploadLimits } from '../../uploads/upload-limits';
import { addAttachments } from './add-attachments';
import { readAttachment } from './read-attachment';
import {
  actorOf,
  contentDisposition,
  PRIVATE_NO_STORE,
  RecordParamsSchema,
  security,
  signedIn,
  tags,
} from './record-http';

const AttachmentParamsSchema = RecordParamsSchema.extend({
  attachmentId: z.guid({ error: 'Identificador inválido' }),
});

export async function recordAttachmentRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  // Multipart parsing exists only inside this scope: every other route keeps refusing it.
  await fastify.register(async (scope) => {
    await scope.register(multipart, {
      // One byte over the largest limit is still read, so the file code answers its own message.
      limits: {
        fileSize: RECORD_PDF_MAX_BYTES + 1,
        files: RECORD_MAX_FILES_PER_UPLOAD,
        fields: 2,
        parts: RECORD_MAX_FILES_PER_UPLOAD + 1,
        fieldNameSize: 100,
        headerPairs: 50,
      },
      throwFileSizeLimit: false,
    });
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const limits = uploadLimits(deps);
    app.post(
      '/spaces/:spaceId/pets/:petId/records/:recordId/attachments',
      {
        config: limits.routeConfig,
        onRequest: limits.checkUser,
        schema: {
          operationId: 'addPetRecordAttachments',
          summary: 'Adjuntar PDF de laboratorio o imágenes a un borrador',
          domainErrors: [403, 404, 409],
          tags,
          security,
          consumes: ['multipart/form-data'],
          params: RecordParamsSchema,
          response: { 201: successEnvelope(z.object({ record: RecordEntrySchema })) },
        },
      },
      async (request, reply) => {
        const { spaceId, petId, recordId } = request.params;
        const record = await addAttachments(deps, actorOf(request), spaceId, petId, recordId, () => {
          if (!request.isMultipart()) throw invalidFile(RECORD_ATTACHMENT_MESSAGES.missing, 'MEDIA_MISSING');
          return request.parts();
        });
        return reply.status(201).send(ok({ record }, 'Archivos adjuntados'));
      },
    );
  });

  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/spaces/:spaceId/pets/:petId/records/:recordId/attachments/:attachmentId',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getPetRecordAttachment',
        summary: 'Descargar un archivo adjunto de una entrada',
        domainErrors: [404],
        tags,
        security,
        params: AttachmentParamsSchema,
        produces: ['application/octet-stream'],
      },
    },
    async (request, reply) => {
      const file = await readAttachment(deps, actorOf(request), request.params);
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', file.fileSize)
        .header('cache-control', PRIVATE_NO_STORE)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition('inline', file.fileName))
        .send(file.body);
    },
  );
}
