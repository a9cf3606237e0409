import { MessageOnlySchema, successEnvelope } from '@citavet/domain/api/envelope.schema';
import { SpaceIdParamsSchema, SpaceScopedParamsSchema } from '@citavet/domain/spaces/space.schema';
import {
  DeletedSpaceSchema,
  OfferOwnershipSchema,
  SpaceOwnershipSchema,
} from '@citavet/domain/spaces/space-ownership';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { type RouteGroups, routeGroups } from '../../http/route-groups';
import { answerOwnershipOffer } from './answer-ownership-offer';
import { cancelOwnershipOffer } from './cancel-ownership-offer';
import { listDeletedSpaces } from './list-deleted-spaces';
import { offerOwnership } from './offer-ownership';
import { restoreSpace } from './restore-space';

// The OWNER's routes (docs/decisions/067-space-owner-and-soft-deletion.md): handing the space over to
// an ADMIN who accepts, and bringing a deleted space back.

const secured = [{ bearerAuth: [] }];
const tags = ['spaces'];
// Answer 401 before validating anything, so an anonymous caller never learns about the input.
const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};
const actorOf = (request: FastifyRequest) => ({ id: requireUser(request).id, ip: request.ip });

export async function spaceOwnershipRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const routes = routeGroups(fastify, deps);
  deletedSpaceRoutes(routes);
  ownershipTransferRoutes(routes);
}

/** Deleted spaces, listed and restored. */
function deletedSpaceRoutes({ app, deps }: RouteGroups) {
  app.get(
    '/spaces/deleted',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'listDeletedSpaces',
        summary: 'Listar los espacios eliminados del propietario que aún puede restaurar',
        tags,
        security: secured,
        response: { 200: successEnvelope(z.array(DeletedSpaceSchema)) },
      },
    },
    async (request) => ok(await listDeletedSpaces(deps, requireUser(request).id)),
  );

  app.post(
    '/spaces/:id/restore',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'restoreSpace',
        summary: 'Restaurar un espacio eliminado (solo el propietario, dentro del plazo)',
        domainErrors: [403, 404, 409],
        tags,
        security: secured,
        params: SpaceIdParamsSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      await restoreSpace(deps, actorOf(request), request.params.id);
      return ok(null, 'Espacio restaurado');
    },
  );
}

/** A space handed to another ADMIN: offered, withdrawn, accepted or declined. */
function ownershipTransferRoutes({ app, deps }: RouteGroups) {
  app.post(
    '/spaces/:spaceId/ownership-transfer',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'offerSpaceOwnership',
        summary: 'Ofrecer la propiedad del espacio a un administrador',
        domainErrors: [403, 404, 409],
        tags,
        security: secured,
        params: SpaceScopedParamsSchema,
        body: OfferOwnershipSchema,
        response: { 200: successEnvelope(SpaceOwnershipSchema) },
      },
    },
    async (request) => {
      const ownership = await offerOwnership(
        deps,
        actorOf(request),
        request.params.spaceId,
        request.body.userId,
      );
      return ok(ownership, 'Cesión de la propiedad enviada. Falta que el administrador la acepte.');
    },
  );

  app.delete(
    '/spaces/:spaceId/ownership-transfer',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'cancelSpaceOwnershipOffer',
        summary: 'Cancelar la cesión pendiente de la propiedad del espacio',
        domainErrors: [403, 404],
        tags,
        security: secured,
        params: SpaceScopedParamsSchema,
        response: { 200: successEnvelope(SpaceOwnershipSchema) },
      },
    },
    async (request) => {
      const ownership = await cancelOwnershipOffer(deps, actorOf(request), request.params.spaceId);
      return ok(ownership, 'Cesión de la propiedad cancelada');
    },
  );

  app.post(
    '/spaces/:spaceId/ownership-transfer/accept',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'acceptSpaceOwnership',
        summary: 'Aceptar la propiedad del espacio ofrecida',
        domainErrors: [403, 404],
        tags,
        security: secured,
        params: SpaceScopedParamsSchema,
        response: { 200: successEnvelope(SpaceOwnershipSchema) },
      },
    },
    async (request) => {
      const ownership = await answerOwnershipOffer(deps, actorOf(request), request.params.spaceId, 'accept');
      return ok(ownership, 'Ahora eres el propietario del espacio');
    },
  );

  app.post(
    '/spaces/:spaceId/ownership-transfer/decline',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'declineSpaceOwnership',
        summary: 'Rechazar la propiedad del espacio ofrecida',
        domainErrors: [403, 404],
        tags,
        security: secured,
        params: SpaceScopedParamsSchema,
        response: { 200: successEnvelope(SpaceOwnershipSchema) },
      },
    },
    async (request) => {
      const ownership = await answerOwnershipOffer(deps, actorOf(request), request.params.spaceId, 'decline');
      return ok(ownership, 'Rechazaste la propiedad del espacio');
    },
  );
}
