import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import { HistoryPdfQuerySchema } from '@citavet/domain/records/record-entry.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { ok } from '../../http/envelope';
import { routeGroups } from '../../http/route-groups';
import { createMailActionLimits } from '../../security/mail-action-limits';
import { emailPrescription, emailVaccinationCard } from './documents/email-record-document';
import { downloadPrescription, downloadVaccinationCard, streamHistory } from './documents/record-documents';
import {
  actorOf,
  contentDisposition,
  PetRecordParamsSchema,
  PRIVATE_NO_STORE,
  RecordParamsSchema,
  security,
  signedIn,
  tags,
} from './record-http';

const SentSchema = successEnvelope(z.object({ to: z.string() }));

export async function recordDocumentRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const routes = recordDocumentRouteContext(fastify, deps);
  recordDocumentReadRoutes(routes);
  recordDocumentMailRoutes(routes);
}

/** What the routes below share, made once when the plugin registers. */
function recordDocumentRouteContext(fastify: FastifyInstance, deps: AppDependencies) {
  const groups = routeGroups(fastify, deps);
  const base = '/spaces/:spaceId/pets/:petId';
  const PDF = ['application/pdf'];
  const pdfHeaders = { 'content-type': 'application/pdf', 'cache-control': PRIVATE_NO_STORE };
  // Documents go to the client's address: per account and per address block, all kinds together.
  const documentMail = createMailActionLimits(deps, 'document-mail');
  return { ...groups, base, PDF, pdfHeaders, documentMail };
}

type RecordDocumentRoutes = ReturnType<typeof recordDocumentRouteContext>;

/** The documents read as PDFs. */
function recordDocumentReadRoutes({ app, deps, base, PDF, pdfHeaders }: RecordDocumentRoutes) {
  app.get(
    `${base}/records/:recordId/prescription.pdf`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'downloadPrescription',
        summary: 'Descargar una receta firmada en PDF',
        domainErrors: [404, 409],
        tags,
        security,
        params: RecordParamsSchema,
        produces: PDF,
      },
    },
    async (request, reply) => {
      const { spaceId, petId, recordId } = request.params;
      const { pdf, fileName } = await downloadPrescription(deps, actorOf(request), spaceId, petId, recordId);
      return reply
        .headers(pdfHeaders)
        .header('content-disposition', contentDisposition('attachment', fileName))
        .send(pdf);
    },
  );

  app.get(
    `${base}/vaccinations.pdf`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'downloadVaccinationCard',
        summary: 'Descargar el carnet de vacunación en PDF',
        domainErrors: [404],
        tags,
        security,
        params: PetRecordParamsSchema,
        produces: PDF,
      },
    },
    async (request, reply) => {
      const { spaceId, petId } = request.params;
      const { pdf, fileName } = await downloadVaccinationCard(deps, actorOf(request), spaceId, petId);
      return reply
        .headers(pdfHeaders)
        .header('content-disposition', contentDisposition('attachment', fileName))
        .send(pdf);
    },
  );

  app.get(
    `${base}/history.pdf`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'downloadPetHistory',
        summary: 'Descargar la historia clínica en PDF (completa o por fechas)',
        domainErrors: [404],
        tags,
        security,
        params: PetRecordParamsSchema,
        querystring: HistoryPdfQuerySchema,
        produces: PDF,
      },
    },
    async (request, reply) => {
      const { spaceId, petId } = request.params;
      const { stream, fileName } = await streamHistory(deps, actorOf(request), spaceId, petId, request.query);
      return reply
        .headers(pdfHeaders)
        .header('content-disposition', contentDisposition('attachment', fileName))
        .send(stream);
    },
  );
}

/** The documents e-mailed to the client. */
function recordDocumentMailRoutes({ app, deps, base, documentMail }: RecordDocumentRoutes) {
  app.post(
    `${base}/records/:recordId/prescription/email`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'emailPrescription',
        summary: 'Enviar una receta firmada al propietario por email',
        domainErrors: [404, 409],
        tags,
        security,
        params: RecordParamsSchema,
        response: { 200: SentSchema },
      },
    },
    async (request) => {
      const { spaceId, petId, recordId } = request.params;
      await documentMail.consume(actorOf(request).userId, request.ip);
      const sent = await emailPrescription(deps, actorOf(request), spaceId, petId, recordId);
      return ok(sent, `Receta enviada a ${sent.to}`);
    },
  );

  app.post(
    `${base}/vaccinations/email`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'emailVaccinationCard',
        summary: 'Enviar el carnet de vacunación al propietario por email',
        domainErrors: [404, 409],
        tags,
        security,
        params: PetRecordParamsSchema,
        response: { 200: SentSchema },
      },
    },
    async (request) => {
      const { spaceId, petId } = request.params;
      await documentMail.consume(actorOf(request).userId, request.ip);
      const sent = await emailVaccinationCard(deps, actorOf(request), spaceId, petId);
      return ok(sent, `Carnet de vacunación enviado a ${sent.to}`);
    },
  );
}
