import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  CreateSpaceSchema,
  MemberSpaceSchema,
  SpaceIdParamsSchema,
  UpdateSpaceSchema,
} from '@citavet/domain/spaces/space.schema';
import { DeleteSpaceSchema } from '@citavet/domain/spaces/space-ownership';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { type RouteGroups, routeGroups } from '../../http/route-groups';
import { createSpace } from './create-space';
import { deleteSpace } from './delete-space';
import { getSpace } from './get-space';
import { listMySpaces } from './list-my-spaces';
import { updateSpace } from './update-space';

const secured = [{ bearerAuth: [] }];
const tags = ['spaces'];
// Answer 401 before validating anything, so an anonymous caller never learns about the input.
const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};

export async function spacesRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const routes = routeGroups(fastify, deps);
  spaceListRoutes(routes);
  spaceRoutes(routes);
}

/** The caller's spaces, listed and created. */
function spaceListRoutes({ app, deps }: RouteGroups) {
  app.get(
    '/spaces',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'listMySpaces',
        summary: 'Listar los espacios de los que el usuario es miembro',
        tags,
        security: secured,
        response: { 200: successEnvelope(z.array(MemberSpaceSchema)) },
      },
    },
    async (request) => ok(await listMySpaces(deps, requireUser(request).id)),
  );

  app.post(
    '/spaces',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'createSpace',
        summary: 'Crear un espacio (el creador queda como administrador)',
        domainErrors: [409],
        tags,
        security: secured,
        body: CreateSpaceSchema,
        response: { 201: successEnvelope(MemberSpaceSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const space = await createSpace(deps, user, request.body);
      return reply.status(201).send(ok(space, 'Espacio creado exitosamente'));
    },
  );
}

/** One space read, edited and deleted. */
function spaceRoutes({ app, deps }: RouteGroups) {
  app.get(
    '/spaces/:id',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'getSpace',
        summary: 'Ver un espacio con sus miembros',
        domainErrors: [404],
        tags,
        security: secured,
        params: SpaceIdParamsSchema,
        response: { 200: successEnvelope(MemberSpaceSchema) },
      },
    },
    async (request) => ok(await getSpace(deps, requireUser(request).id, request.params.id)),
  );

  app.put(
    '/spaces/:id',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'updateSpace',
        summary: 'Actualizar los datos de un espacio',
        domainErrors: [403, 404, 409],
        tags,
        security: secured,
        params: SpaceIdParamsSchema,
        body: UpdateSpaceSchema,
        response: { 200: successEnvelope(MemberSpaceSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const space = await updateSpace(deps, user.id, request.params.id, request.body);
      return ok(space, 'Espacio actualizado exitosamente');
    },
  );

  // Soft deletion by the OWNER only (docs/decisions/067-space-owner-and-soft-deletion.md): nothing
  // is erased here; the space goes offline and stays restorable for the retention period.
  app.delete(
    '/spaces/:id',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'deleteSpace',
        summary:
          'Eliminar un espacio (solo el propietario, con su contraseña y el nombre escrito; se puede restaurar)',
        domainErrors: [403, 404],
        tags,
        security: secured,
        params: SpaceIdParamsSchema,
        body: DeleteSpaceSchema,
        response: {
          200: successEnvelope(z.object({ deletedAt: z.string(), restorableUntil: z.string() })),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const result = await deleteSpace(
        deps,
        { id: user.id, ip: request.ip },
        request.params.id,
        request.body,
      );
      return ok(result, 'Espacio eliminado. Puedes restaurarlo desde "Espacios eliminados".');
    },
  );
}
