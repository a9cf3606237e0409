import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import {
  ClientDataExportSchema,
  EraseClientResultSchema,
  EraseClientSchema,
} from '@citavet/domain/clients/client-privacy.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { requireUser } from '../../http/authenticate';
import { ok } from '../../http/envelope';
import { eraseClient } from './erase-client';
import { clientDataCsv, exportClientData } from './export-client-data';

// A client's privacy rights: export (access, portability) and erasure (decision 037).

const tags = ['clients'];
const secured = [{ bearerAuth: [] }];
const idField = z.guid({ error: 'Identificador inválido' });
const ClientParamsSchema = z.strictObject({ spaceId: idField, clientId: idField });

/** The file is named by id: a client's name never goes into a header or a download folder. */
const attachment = (clientId: string, extension: string) =>
  `attachment; filename="cliente-${clientId}.${extension}"`;

export async function clientPrivacyRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/spaces/:spaceId/clients/:clientId/export.json',
    {
      schema: {
        operationId: 'exportClientDataJson',
        summary: 'Exportar todos los datos de un cliente (cliente, mascotas, citas) en JSON',
        domainErrors: [404],
        tags,
        security: secured,
        params: ClientParamsSchema,
        response: { 200: ClientDataExportSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { spaceId, clientId } = request.params;
      const data = await exportClientData(
        deps,
        { userId: user.id, ip: request.ip },
        spaceId,
        clientId,
        'json',
      );
      return reply
        .header('content-disposition', attachment(clientId, 'json'))
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.get(
    '/spaces/:spaceId/clients/:clientId/export.csv',
    {
      schema: {
        operationId: 'exportClientDataCsv',
        summary: 'Exportar todos los datos de un cliente (cliente, mascotas, citas) en CSV',
        domainErrors: [404],
        tags,
        security: secured,
        params: ClientParamsSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { spaceId, clientId } = request.params;
      const data = await exportClientData(
        deps,
        { userId: user.id, ip: request.ip },
        spaceId,
        clientId,
        'csv',
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(clientId, 'csv'))
        .header('cache-control', 'no-store')
        .send(clientDataCsv(data));
    },
  );

  app.post(
    '/spaces/:spaceId/clients/:clientId/erase',
    {
      schema: {
        operationId: 'eraseClientData',
        summary:
          'Borrar (anonimizar) los datos personales de un cliente; con citas futuras pide confirmación',
        domainErrors: [403, 404, 409],
        tags,
        security: secured,
        params: ClientParamsSchema,
        body: EraseClientSchema,
        response: { 200: successEnvelope(EraseClientResultSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { spaceId, clientId } = request.params;
      const result = await eraseClient(
        deps,
        { userId: user.id, ip: request.ip },
        spaceId,
        clientId,
        request.body,
      );
      return ok(result, 'Datos personales del cliente borrados');
    },
  );
}
