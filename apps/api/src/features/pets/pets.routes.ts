import { MessageOnlySchema, successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  CreatePetSchema,
  PetListQuerySchema,
  PetWithOwnerSchema,
  UpdatePetSchema,
} from '@citavet/domain/pets/pet.schema';
import { PET_PHOTO_MAX_BYTES } from '@citavet/domain/pets/pet-photo';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { badRequest } from '../../http/app-error';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { type RouteGroups, routeGroups } from '../../http/route-groups';
import { CSV_IMPORT_MAX_BYTES } from '../../uploads/csv-import-run';
import { uploadLimits } from '../../uploads/upload-limits';
import { createPet } from './create-pet';
import { removePet } from './delete-pet';
import { getPet } from './get-pet';
import { importPets } from './import-pets';
import { listPets } from './list-pets';
import { readPetPhotoUpload } from './pet-photo-upload';
import { readPetPhoto } from './read-pet-photo';
import { removePetPhoto } from './remove-pet-photo';
import { setPetPhoto } from './set-pet-photo';
import { updatePetDetails } from './update-pet';

const tags = ['pets'];
const secured = [{ bearerAuth: [] }];
/** Anonymous callers get their 401 before any validation or lookup. */
const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};
const idField = z.guid({ error: 'Identificador inválido' });
const SpaceParamsSchema = z.strictObject({ spaceId: idField });
const ClientParamsSchema = z.strictObject({ spaceId: idField, clientId: idField });
const PetParamsSchema = z.strictObject({ spaceId: idField, petId: idField });
const PetResultSchema = z.object({ pet: PetWithOwnerSchema });

/** `dryRun=true`: read and judge every row, write nothing (the import's preview). */
const ImportPetsQuerySchema = z.strictObject({
  dryRun: z.enum(['true', 'false'], { error: 'dryRun debe ser true o false' }).optional(),
});
const ImportPetsResultSchema = z.object({
  created: z.number(),
  unchanged: z.number(),
  /** Every rejected row; `errors` lists the first of them with their line and reason. */
  rejected: z.number(),
  errors: z.array(z.object({ row: z.number(), message: z.string() })),
});

export async function petsRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const routes = routeGroups(fastify, deps);
  await petUploadRoutes(routes);
  petPhotoRoutes(routes);
  petRoutes(routes);
  onePetRoutes(routes);
}

/** The multipart uploads, each in its own scope: a pet's photo and the pets CSV import. */
async function petUploadRoutes({ deps, fastify }: RouteGroups) {
  // Multipart parsing exists only inside this scope: every other route keeps refusing it.
  await fastify.register(async (scope) => {
    // One byte over the limit is still read, so a file of exactly 10 MB passes and 10 MB + 1 is a 413.
    await scope.register(multipart, {
      limits: { fileSize: PET_PHOTO_MAX_BYTES + 1, files: 1, fields: 10, parts: 12 },
    });
    const limits = uploadLimits(deps);
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/spaces/:spaceId/pets/:petId/photo',
      {
        config: limits.routeConfig,
        preValidation: limits.checkUser,
        schema: {
          operationId: 'setPetPhoto',
          summary: 'Subir o cambiar la foto de una mascota',
          domainErrors: [404],
          tags,
          security: secured,
          consumes: ['multipart/form-data'],
          params: PetParamsSchema,
          response: { 200: successEnvelope(PetResultSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { spaceId, petId } = request.params;
        const pet = await setPetPhoto(deps, user.id, spaceId, petId, () => readPetPhotoUpload(request));
        return ok({ pet }, 'Foto actualizada exitosamente');
      },
    );
  });

  await fastify.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: CSV_IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/spaces/:spaceId/pets/import',
      {
        onRequest: signedIn,
        schema: {
          operationId: 'importPets',
          summary: 'Importar mascotas desde un CSV (cada fila nombra al cliente por su correo o teléfono)',
          domainErrors: [404, 409, 429],
          tags,
          security: secured,
          consumes: ['multipart/form-data'],
          params: SpaceParamsSchema,
          querystring: ImportPetsQuerySchema,
          response: { 200: successEnvelope(ImportPetsResultSchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const isDryRun = request.query.dryRun === 'true';
        const result = await importPets(deps, user.id, request.params.spaceId, { isDryRun }, async () => {
          const file = request.isMultipart() ? await request.file() : undefined;
          if (!file) throw badRequest('Adjunta un archivo CSV', 'CSV_MISSING');
          return file.file;
        });
        return ok(result, isDryRun ? 'Vista previa de la importación' : 'Importación completada');
      },
    );
  });
}

/** A pet's photo read and removed. */
function petPhotoRoutes({ app, deps }: RouteGroups) {
  app.get(
    '/spaces/:spaceId/pets/:petId/photo',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getPetPhoto',
        summary: 'Ver la foto de una mascota',
        domainErrors: [404],
        tags,
        security: secured,
        params: PetParamsSchema,
        produces: ['image/webp'],
      },
    },
    async (request, reply) => {
      const { spaceId, petId } = request.params;
      const photo = await readPetPhoto(deps, requireUser(request).id, spaceId, petId);
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', photo.contentLength)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', 'inline')
        .send(photo.body);
    },
  );

  app.delete(
    '/spaces/:spaceId/pets/:petId/photo',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'removePetPhoto',
        summary: 'Quitar la foto de una mascota',
        domainErrors: [404],
        tags,
        security: secured,
        params: PetParamsSchema,
        response: { 200: successEnvelope(PetResultSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { spaceId, petId } = request.params;
      const pet = await removePetPhoto(deps, user.id, spaceId, petId);
      return ok({ pet }, 'Foto eliminada exitosamente');
    },
  );
}

/** The pets: added to a client and listed. */
function petRoutes({ app, deps }: RouteGroups) {
  app.post(
    '/spaces/:spaceId/clients/:clientId/pets',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'createPet',
        summary: 'Registrar una mascota de un cliente',
        domainErrors: [404, 409],
        tags,
        security: secured,
        params: ClientParamsSchema,
        body: CreatePetSchema,
        response: { 201: successEnvelope(PetResultSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { spaceId, clientId } = request.params;
      const pet = await createPet(deps, user.id, spaceId, clientId, request.body);
      return reply.status(201).send(ok({ pet }, 'Mascota registrada exitosamente'));
    },
  );

  app.get(
    '/spaces/:spaceId/pets',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'searchPets',
        summary: 'Buscar mascotas por nombre, microchip o dueño',
        domainErrors: [404],
        tags,
        security: secured,
        params: SpaceParamsSchema,
        querystring: PetListQuerySchema,
        response: { 200: successEnvelope(z.object({ pets: z.array(PetWithOwnerSchema) })) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return ok({ pets: await listPets(deps, user.id, request.params.spaceId, request.query) });
    },
  );
}

/** One pet read, edited and removed. */
function onePetRoutes({ app, deps }: RouteGroups) {
  app.get(
    '/spaces/:spaceId/pets/:petId',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getPet',
        summary: 'Ver una mascota con su dueño',
        domainErrors: [404],
        tags,
        security: secured,
        params: PetParamsSchema,
        response: { 200: successEnvelope(PetResultSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { spaceId, petId } = request.params;
      return ok({ pet: await getPet(deps, user.id, spaceId, petId) });
    },
  );

  app.put(
    '/spaces/:spaceId/pets/:petId',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'updatePet',
        summary: 'Actualizar una mascota',
        domainErrors: [404, 409],
        tags,
        security: secured,
        params: PetParamsSchema,
        body: UpdatePetSchema,
        response: { 200: successEnvelope(PetResultSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { spaceId, petId } = request.params;
      const pet = await updatePetDetails(deps, { id: user.id, ip: request.ip }, spaceId, petId, request.body);
      return ok({ pet }, 'Mascota actualizada exitosamente');
    },
  );

  app.delete(
    '/spaces/:spaceId/pets/:petId',
    {
      onRequest: signedIn,
      schema: {
        operationId: 'deletePet',
        summary: 'Eliminar una mascota registrada por error',
        domainErrors: [404, 409],
        tags,
        security: secured,
        params: PetParamsSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { spaceId, petId } = request.params;
      await removePet(deps, user.id, spaceId, petId);
      return ok(null, 'Mascota eliminada exitosamente');
    },
  );
}
