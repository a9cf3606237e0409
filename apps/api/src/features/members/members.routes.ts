import { MessageOnlySchema, successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  MemberParamsSchema,
  MemberSchema,
  UpdateMemberDailyCapSchema,
  UpdateMemberRoleSchema,
} from '@citavet/domain/members/member.schema';
import { SpaceScopedParamsSchema } from '@citavet/domain/spaces/space.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { changeMemberRole } from './change-member-role';
import { listMembers } from './list-members';
import { removeMember } from './remove-member';
import { setMemberDailyCap } from './set-member-daily-cap';

const secured = [{ bearerAuth: [] }];
const tags = ['members'];
// Answer 401 before validating anything, so an anonymous caller never learns about the input.
const signedIn = async (request: FastifyRequest) => {
  requireUser(request);
};

export async function membersRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/spaces/:spaceId/members',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'listMembers',
        summary: 'Listar los miembros de un espacio',
        domainErrors: [404],
        tags,
        security: secured,
        params: SpaceScopedParamsSchema,
        response: { 200: successEnvelope(z.array(MemberSchema)) },
      },
    },
    async (request) => ok(await listMembers(deps, requireUser(request).id, request.params.spaceId)),
  );

  app.put(
    '/spaces/:spaceId/members/:userId/role',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'changeMemberRole',
        summary: 'Cambiar el rol de un miembro del espacio',
        domainErrors: [403, 404, 409],
        tags,
        security: secured,
        params: MemberParamsSchema,
        body: UpdateMemberRoleSchema,
        response: { 200: successEnvelope(MemberSchema) },
      },
    },
    async (request) => {
      const member = await changeMemberRole(
        deps,
        { id: requireUser(request).id, ip: request.ip },
        request.params,
        request.body.role,
      );
      return ok(member, 'Rol actualizado exitosamente');
    },
  );

  app.put(
    '/spaces/:spaceId/members/:userId/daily-cap',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'setMemberDailyCap',
        summary: 'Fijar el máximo de citas por día de un profesional',
        domainErrors: [403, 404],
        tags,
        security: secured,
        params: MemberParamsSchema,
        body: UpdateMemberDailyCapSchema,
        response: { 200: successEnvelope(MemberSchema) },
      },
    },
    async (request) => {
      const member = await setMemberDailyCap(
        deps,
        requireUser(request).id,
        request.params,
        request.body.dailyCap,
      );
      return ok(member, 'Máximo diario actualizado');
    },
  );

  app.delete(
    '/spaces/:spaceId/members/:userId',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'removeMember',
        summary: 'Quitar a un miembro del espacio',
        domainErrors: [403, 404, 409],
        tags,
        security: secured,
        params: MemberParamsSchema,
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      await removeMember(deps, { id: requireUser(request).id, ip: request.ip }, request.params);
      return ok(null, 'Miembro eliminado del espacio');
    },
  );
}
