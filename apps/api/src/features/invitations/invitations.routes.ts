import { MessageOnlySchema, successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  AcceptedInvitationSchema,
  CreateInvitationSchema,
  InvitationIdParamsSchema,
  InvitationPreviewSchema,
  InvitationReferenceParamsSchema,
  InvitationSchema,
  InvitationTokenParamsSchema,
} from '@citavet/domain/invitations/invitation.schema';
import { SpaceScopedParamsSchema } from '@citavet/domain/spaces/space.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { routeGroups } from '../../http/route-groups';
import { createMailActionLimits } from '../../security/mail-action-limits';
import { acceptInvitation } from './accept-invitation';
import { cancelInvitation } from './cancel-invitation';
import { listInvitations } from './list-invitations';
import { previewInvitation } from './preview-invitation';
import { rejectInvitation } from './reject-invitation';
import { resendInvitation } from './resend-invitation';
import { sendInvitation } from './send-invitation';

const secured = [{ bearerAuth: [] }];
const tags = ['invitations'];
// Answer 401 before validating anything, so an anonymous caller never learns about the input.
const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};

export async function invitationsRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const routes = invitationsRouteContext(fastify, deps);
  spaceInvitationRoutes(routes);
  inviteeRoutes(routes);
}

/** What the routes below share, made once when the plugin registers. */
function invitationsRouteContext(fastify: FastifyInstance, deps: AppDependencies) {
  const groups = routeGroups(fastify, deps);
  // Invitations e-mail people who never asked for it: sending and resending count together.
  const invitationMail = createMailActionLimits(deps, 'invitation-mail');
  return { ...groups, invitationMail };
}

type InvitationsRoutes = ReturnType<typeof invitationsRouteContext>;

/** The space's invitations as its ADMINs manage them: listed, sent, withdrawn and sent again. */
function spaceInvitationRoutes({ app, deps, invitationMail }: InvitationsRoutes) {
  app.get(
    '/spaces/:spaceId/invitations',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'listInvitations',
        summary: 'Listar las invitaciones de un espacio',
        domainErrors: [403, 404],
        tags,
        security: secured,
        params: SpaceScopedParamsSchema,
        response: { 200: successEnvelope(z.array(InvitationSchema)) },
      },
    },
    async (request) => ok(await listInvitations(deps, requireUser(request).id, request.params.spaceId)),
  );

  app.post(
    '/spaces/:spaceId/invitations',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'sendInvitation',
        summary: 'Invitar por email a una persona al espacio',
        domainErrors: [403, 404, 409],
        tags,
        security: secured,
        params: SpaceScopedParamsSchema,
        body: CreateInvitationSchema,
        response: { 201: successEnvelope(InvitationSchema) },
      },
    },
    async (request, reply) => {
      await invitationMail.consume(requireUser(request).id, request.ip);
      const invitation = await sendInvitation(
        deps,
        requireUser(request),
        request.params.spaceId,
        request.body,
        request.ip,
      );
      return reply.status(201).send(ok(invitation, `Invitación enviada a ${invitation.email}`));
    },
  );

  app.delete(
    '/spaces/invitations/:id',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'cancelInvitation',
        summary: 'Cancelar una invitación',
        domainErrors: [403, 404],
        tags,
        security: secured,
        params: InvitationIdParamsSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      await cancelInvitation(deps, requireUser(request).id, request.params.id);
      return ok(null, 'Invitación cancelada exitosamente');
    },
  );

  app.post(
    '/spaces/invitations/:id/resend',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'resendInvitation',
        summary: 'Reenviar el email de una invitación',
        domainErrors: [403, 404, 429],
        tags,
        security: secured,
        params: InvitationIdParamsSchema,
        response: { 200: successEnvelope(InvitationSchema) },
      },
    },
    async (request) => {
      await invitationMail.consume(requireUser(request).id, request.ip);
      const invitation = await resendInvitation(deps, requireUser(request), request.params.id);
      return ok(invitation, `Invitación reenviada a ${invitation.email}`);
    },
  );
}

/** The invited person's side: accepted, declined, and read by its token. */
function inviteeRoutes({ app, deps }: InvitationsRoutes) {
  app.post(
    '/spaces/invitations/:id/accept',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'acceptInvitation',
        summary: 'Aceptar una invitación y unirse al espacio',
        domainErrors: [403, 404],
        tags,
        security: secured,
        params: InvitationReferenceParamsSchema,
        response: { 200: successEnvelope(AcceptedInvitationSchema) },
      },
    },
    async (request) => {
      const accepted = await acceptInvitation(deps, requireUser(request), request.params.id);
      return ok(accepted, `Te has unido exitosamente a "${accepted.space.name}"`);
    },
  );

  app.post(
    '/spaces/invitations/:id/reject',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'rejectInvitation',
        summary: 'Rechazar una invitación',
        domainErrors: [403, 404],
        tags,
        security: secured,
        params: InvitationReferenceParamsSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      await rejectInvitation(deps, requireUser(request), request.params.id);
      return ok(null, 'Invitación rechazada');
    },
  );

  app.get(
    '/invitations/by-token/:token',
    {
      schema: {
        operationId: 'previewInvitation',
        summary: 'Ver una invitación con el token recibido por email',
        domainErrors: [404],
        tags,
        params: InvitationTokenParamsSchema,
        response: { 200: successEnvelope(InvitationPreviewSchema) },
      },
    },
    async (request) => ok(await previewInvitation(deps, request.params.token)),
  );
}
