import { successEnvelope } from '@citavet/domain/api/envelope.schema';
import { CreateRecordSchema, UpdateRecordSchema } from '@citavet/domain/records/record-content.schema';
import {
  AddAddendumSchema,
  RecordEntrySchema,
  RecordListQuerySchema,
  RecordOverviewSchema,
  RecordPageSchema,
  SignRecordSchema,
  WeightPointSchema,
} from '@citavet/domain/records/record-entry.schema';
import { VaccinationCardSchema } from '@citavet/domain/records/vaccination-card';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDependencies } from '../../app-dependencies';
import { ok } from '../../http/envelope';
import { routeGroups } from '../../http/route-groups';
import { addAddendum } from './add-addendum';
import { createRecord } from './create-record';
import { getRecord } from './get-record';
import { getVaccinationCard } from './get-vaccination-card';
import { listRecordOverview } from './list-record-overview';
import { listRecords } from './list-records';
import { listWeights } from './list-weights';
import { recordAttachmentRoutes } from './record-attachments.routes';
import { recordDocumentRoutes } from './record-documents.routes';
import { actorOf, PetRecordParamsSchema, RecordParamsSchema, security, signedIn, tags } from './record-http';
import { signRecord } from './sign-record';
import { updateRecord } from './update-record';

const RecordResultSchema = z.object({ record: RecordEntrySchema });

export async function recordsRoutes(fastify: FastifyInstance, deps: AppDependencies) {
  const routes = recordsRouteContext(fastify, deps);
  recordEntryRoutes(routes);
  recordChangeRoutes(routes);
  recordSummaryRoutes(routes);
  await recordFileRoutes(routes);
}

/** What the routes below share, made once when the plugin registers. */
function recordsRouteContext(fastify: FastifyInstance, deps: AppDependencies) {
  const groups = routeGroups(fastify, deps);
  const base = '/spaces/:spaceId/pets/:petId';
  return { ...groups, base };
}

type RecordsRoutes = ReturnType<typeof recordsRouteContext>;

/** A pet's record entries: listed, the overview, written and read. */
function recordEntryRoutes({ app, deps, base }: RecordsRoutes) {
  app.get(
    `${base}/records`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'listPetRecords',
        summary: 'Ver la historia clínica de una mascota (paginada, por tipo o texto)',
        domainErrors: [404],
        tags,
        security,
        params: PetRecordParamsSchema,
        querystring: RecordListQuerySchema,
        response: { 200: successEnvelope(RecordPageSchema) },
      },
    },
    async (request) => {
      const { spaceId, petId } = request.params;
      return ok(await listRecords(deps, actorOf(request), spaceId, petId, request.query));
    },
  );

  app.get(
    `${base}/records/overview`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'listPetRecordOverview',
        summary: 'Ver qué entradas tiene la historia clínica (tipo, fecha y estado, sin su contenido)',
        domainErrors: [403, 404],
        tags,
        security,
        params: PetRecordParamsSchema,
        response: { 200: successEnvelope(RecordOverviewSchema) },
      },
    },
    async (request) => {
      const { spaceId, petId } = request.params;
      return ok(await listRecordOverview(deps, actorOf(request), spaceId, petId));
    },
  );

  app.post(
    `${base}/records`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'createPetRecord',
        summary: 'Crear una entrada en borrador en la historia clínica',
        domainErrors: [404],
        tags,
        security,
        params: PetRecordParamsSchema,
        body: CreateRecordSchema,
        response: { 201: successEnvelope(RecordResultSchema) },
      },
    },
    async (request, reply) => {
      const { spaceId, petId } = request.params;
      const record = await createRecord(deps, actorOf(request), spaceId, petId, request.body);
      return reply.status(201).send(ok({ record }, 'Borrador guardado'));
    },
  );

  app.get(
    `${base}/records/:recordId`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getPetRecord',
        summary: 'Ver una entrada de la historia clínica',
        domainErrors: [404],
        tags,
        security,
        params: RecordParamsSchema,
        response: { 200: successEnvelope(RecordResultSchema) },
      },
    },
    async (request) => {
      const { spaceId, petId, recordId } = request.params;
      return ok({ record: await getRecord(deps, actorOf(request), spaceId, petId, recordId) });
    },
  );
}

/** A draft edited and signed, and an addendum under a signed entry. */
function recordChangeRoutes({ app, deps, base }: RecordsRoutes) {
  app.put(
    `${base}/records/:recordId`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'updatePetRecord',
        summary: 'Editar una entrada mientras es borrador',
        domainErrors: [403, 404, 409],
        tags,
        security,
        params: RecordParamsSchema,
        body: UpdateRecordSchema,
        response: { 200: successEnvelope(RecordResultSchema) },
      },
    },
    async (request) => {
      const { spaceId, petId, recordId } = request.params;
      const record = await updateRecord(deps, actorOf(request), spaceId, petId, recordId, request.body);
      return ok({ record }, 'Borrador actualizado');
    },
  );

  app.post(
    `${base}/records/:recordId/sign`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'signPetRecord',
        summary: 'Firmar una entrada: desde entonces no cambia',
        domainErrors: [403, 404, 409],
        tags,
        security,
        params: RecordParamsSchema,
        body: SignRecordSchema.nullish(),
        response: { 200: successEnvelope(RecordResultSchema) },
      },
    },
    async (request) => {
      const { spaceId, petId, recordId } = request.params;
      const record = await signRecord(deps, actorOf(request), spaceId, petId, recordId, request.body ?? {});
      return ok({ record }, 'Entrada firmada');
    },
  );

  app.post(
    `${base}/records/:recordId/addenda`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'addPetRecordAddendum',
        summary: 'Agregar una adenda a una entrada firmada',
        domainErrors: [404, 409],
        tags,
        security,
        params: RecordParamsSchema,
        body: AddAddendumSchema,
        response: { 201: successEnvelope(RecordResultSchema) },
      },
    },
    async (request, reply) => {
      const { spaceId, petId, recordId } = request.params;
      const record = await addAddendum(deps, actorOf(request), spaceId, petId, recordId, request.body);
      return reply.status(201).send(ok({ record }, 'Adenda agregada'));
    },
  );
}

/** The vaccination card and the weights. */
function recordSummaryRoutes({ app, deps, base }: RecordsRoutes) {
  app.get(
    `${base}/vaccinations`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'getVaccinationCard',
        summary: 'Ver el carnet de vacunación: aplicadas, pendientes y vencidas',
        domainErrors: [404],
        tags,
        security,
        params: PetRecordParamsSchema,
        response: { 200: successEnvelope(z.object({ card: VaccinationCardSchema })) },
      },
    },
    async (request) => {
      const { spaceId, petId } = request.params;
      return ok({ card: await getVaccinationCard(deps, actorOf(request), spaceId, petId) });
    },
  );

  app.get(
    `${base}/weights`,
    {
      onRequest: signedIn,
      schema: {
        operationId: 'listPetWeights',
        summary: 'Ver la evolución del peso de una mascota',
        domainErrors: [404],
        tags,
        security,
        params: PetRecordParamsSchema,
        response: { 200: successEnvelope(z.object({ weights: z.array(WeightPointSchema) })) },
      },
    },
    async (request) => {
      const { spaceId, petId } = request.params;
      return ok({ weights: await listWeights(deps, actorOf(request), spaceId, petId) });
    },
  );
}

/** The attachments and the documents, registered beside the entries. */
async function recordFileRoutes({ deps, fastify }: RecordsRoutes) {
  await recordAttachmentRoutes(fastify, deps);
  await recordDocumentRoutes(fastify, deps);
}
