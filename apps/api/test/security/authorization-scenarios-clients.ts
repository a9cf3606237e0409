import { emailOutbox } from '@citavet/db/schema/outbox';
import { eq } from 'drizzle-orm';
import { resubscribeTokens } from '../../src/features/communications/resubscribe-token';
import { enqueueEmail } from '../../src/mail/outbox.repository';
import { unsubscribeTokensOf } from '../../src/mail/unsubscribe-token';
import { DELIVERY_REPORT_KEY_PURPOSE, DeliveryReportTokens } from '../../src/sms/delivery-report-token';
import type { Scenario, Scenarios } from './authorization-scenario';
import type { MatrixStage } from './authorization-stage';

// Valid requests for clients and pets: every member of the space may manage them.

async function client(stage: MatrixStage, spaceId: string): Promise<string> {
  const created = await stage.call<{ client: { id: string } }>(
    'POST',
    `/api/spaces/${spaceId}/clients`,
    stage.team.admin,
    { name: stage.unique('Cliente') },
  );
  return created.client.id;
}

async function pet(stage: MatrixStage, spaceId: string, clientId: string): Promise<string> {
  const created = await stage.call<{ pet: { id: string } }>(
    'POST',
    `/api/spaces/${spaceId}/clients/${clientId}/pets`,
    stage.team.admin,
    { name: stage.unique('Luna'), species: 'perro' },
  );
  return created.pet.id;
}

async function spaceWithClient(stage: MatrixStage) {
  const { spaceId } = await stage.space();
  return { spaceId, clientId: await client(stage, spaceId) };
}

async function spaceWithPet(stage: MatrixStage) {
  const { spaceId, clientId } = await spaceWithClient(stage);
  return { spaceId, petId: await pet(stage, spaceId, clientId) };
}

const onClient = (
  request: (ids: { spaceId: string; clientId: string }, cell: number) => object,
): Scenario => ({
  stage: async (stage) => {
    const ids = await spaceWithClient(stage);
    return { owner: stage.team.admin, request: (_actor, cell) => ({ params: ids, ...request(ids, cell) }) };
  },
});

/** A client's unsubscribe link, signed as the outbox worker signs it (same secret as the app). */
const onUnsubscribeLink = (request: () => object): Scenario => ({
  stage: async (stage) => {
    const { spaceId, clientId } = await spaceWithClient(stage);
    const token = unsubscribeTokensOf(stage.context.tokens).sign(clientId, spaceId);
    return { owner: stage.team.client, request: () => ({ params: { token }, ...request() }) };
  },
});

/** The key of the gateway's reply callback in the matrix's app (its SMS config). */
export const MATRIX_SMS_SECRET = 'matrix-sms-secret-0123456789';

/** An SMS of a client and its delivery report's signed path, as the worker signs it. */
const onDeliveryReport: Scenario = {
  stage: async (stage) => {
    const { clientId } = await spaceWithClient(stage);
    const dedupeKey = stage.unique('sms');
    await enqueueEmail(stage.context.database.db, {
      kind: 'reminder-appointment',
      channel: 'sms',
      to: '+34600123456',
      subject: 'Recordatorio',
      text: 'Hola',
      clientId,
      dedupeKey,
      sendAfter: new Date(),
    });
    const [row] = await stage.context.database.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, dedupeKey));
    const outboxId = row?.id ?? '';
    const signature = new DeliveryReportTokens(
      stage.context.tokens.deriveKey(DELIVERY_REPORT_KEY_PURPOSE),
    ).sign(outboxId);
    return {
      owner: stage.team.client,
      request: () => ({ params: { outboxId, signature }, query: { type: '1', answer: 'stat:DELIVRD' } }),
    };
  },
};
const onResubscribeLink = (request: () => object): Scenario => ({
  stage: async (stage) => {
    const { clientId } = await spaceWithClient(stage);
    const token = resubscribeTokens(stage.context.tokens).sign(clientId, stage.context.clock.now());
    return { owner: stage.team.client, request: () => ({ params: { token }, ...request() }) };
  },
});

const BOUNDARY = '----citavet-matrix-csv';
function csvUpload(csv: string) {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="clientes.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(csv),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

export const CLIENT_SCENARIOS: Scenarios = {
  'POST /api/spaces/{spaceId}/clients/import': onClient((_ids, cell) =>
    csvUpload(`Nombre;Correo\nImportado ${cell};importado${cell}@example.com\n`),
  ),
  'POST /api/spaces/{spaceId}/pets/import': onClient((_ids, cell) =>
    csvUpload(`Correo del cliente;Mascota;Especie\nnadie${cell}@example.com;Luna;Perro\n`),
  ),
  'GET /api/spaces/{spaceId}/clients/export': onClient(() => ({})),
  'GET /api/spaces/{spaceId}/clients/duplicates': onClient(() => ({ query: { limit: '5' } })),
  'GET /api/spaces/{spaceId}/clients': onClient(() => ({ query: { search: 'cliente' } })),
  'POST /api/spaces/{spaceId}/clients': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return {
        owner: stage.team.admin,
        request: () => ({ params: { spaceId }, payload: { name: stage.unique('Nuevo cliente') } }),
      };
    },
  },
  'POST /api/spaces/{spaceId}/clients/duplicates/dismissals': {
    stage: async (stage) => {
      const { spaceId, clientId } = await spaceWithClient(stage);
      const sourceId = await client(stage, spaceId);
      return {
        owner: stage.team.admin,
        request: () => ({ params: { spaceId }, payload: { targetId: clientId, sourceId } }),
      };
    },
  },
  'POST /api/spaces/{spaceId}/clients/merge': {
    isDestructive: true,
    stage: async (stage) => {
      const { spaceId, clientId } = await spaceWithClient(stage);
      const sourceId = await client(stage, spaceId);
      return {
        owner: stage.team.admin,
        request: () => ({ params: { spaceId }, payload: { targetId: clientId, sourceId } }),
      };
    },
  },
  'GET /api/spaces/{spaceId}/clients/{clientId}': onClient(() => ({})),
  'PUT /api/spaces/{spaceId}/clients/{clientId}': onClient(() => ({ payload: { notes: 'Llamar antes' } })),
  'DELETE /api/spaces/{spaceId}/clients/{clientId}': { isDestructive: true, ...onClient(() => ({})) },
  'GET /api/spaces/{spaceId}/clients/{clientId}/bookings': onClient(() => ({})),
  'GET /api/spaces/{spaceId}/clients/{clientId}/communications': onClient(() => ({ query: { limit: '5' } })),
  'GET /api/public/unsubscribe/{token}': onUnsubscribeLink(() => ({})),
  'POST /api/public/unsubscribe/{token}': onUnsubscribeLink(() => ({
    payload: Buffer.from('List-Unsubscribe=One-Click'),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })),
  'POST /api/public/unsubscribe/{token}/resubscribe': onUnsubscribeLink(() => ({
    payload: Buffer.from(''),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })),
  'GET /api/public/sms/delivery/{outboxId}/{signature}': onDeliveryReport,
  'GET /api/public/sms/inbound': {
    stage: async (stage) => ({
      owner: stage.team.client,
      request: (_actor, cell) => ({
        query: { key: MATRIX_SMS_SECRET, from: '+34600999888', text: 'Hola', id: stage.unique(`mo-${cell}`) },
      }),
    }),
  },
  'GET /api/spaces/{spaceId}/sms-status': {
    stage: async (stage) => {
      const { spaceId } = await stage.space();
      return { owner: stage.team.admin, request: () => ({ params: { spaceId } }) };
    },
  },
  'GET /api/public/resubscribe/{token}': onResubscribeLink(() => ({})),
  'POST /api/public/resubscribe/{token}': onResubscribeLink(() => ({
    payload: Buffer.from(''),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })),
  'POST /api/spaces/{spaceId}/clients/{clientId}/pets': onClient((_ids, cell) => ({
    payload: { name: `Mascota ${cell}`, species: 'gato' },
  })),
  'GET /api/spaces/{spaceId}/pets': onClient(() => ({ query: { search: 'luna' } })),
  'GET /api/spaces/{spaceId}/pets/{petId}': {
    stage: async (stage) => {
      const ids = await spaceWithPet(stage);
      return { owner: stage.team.admin, request: () => ({ params: ids }) };
    },
  },
  'PUT /api/spaces/{spaceId}/pets/{petId}': {
    stage: async (stage) => {
      const ids = await spaceWithPet(stage);
      return { owner: stage.team.admin, request: () => ({ params: ids, payload: { alerts: ['Muerde'] } }) };
    },
  },
  'PUT /api/spaces/{spaceId}/pets/{petId}/photo': {
    stage: async (stage) => {
      const ids = await spaceWithPet(stage);
      const form = await stage.petPhotoForm();
      return {
        owner: stage.team.admin,
        request: () => ({ params: ids, payload: form.payload, headers: form.headers }),
      };
    },
  },
  'GET /api/spaces/{spaceId}/pets/{petId}/photo': {
    stage: async (stage) => {
      const ids = await spaceWithPet(stage);
      const form = await stage.petPhotoForm();
      const uploaded = await stage.context.app.inject({
        method: 'PUT',
        url: `/api/spaces/${ids.spaceId}/pets/${ids.petId}/photo`,
        payload: form.payload,
        headers: { ...form.headers, authorization: `Bearer ${stage.team.admin.token}` },
      });
      if (uploaded.statusCode !== 200) throw new Error(`photo upload failed: ${uploaded.body}`);
      return { owner: stage.team.admin, request: () => ({ params: ids }) };
    },
  },
  'DELETE /api/spaces/{spaceId}/pets/{petId}/photo': {
    stage: async (stage) => {
      const ids = await spaceWithPet(stage);
      return { owner: stage.team.admin, request: () => ({ params: ids }) };
    },
  },
  'DELETE /api/spaces/{spaceId}/pets/{petId}': {
    isDestructive: true,
    stage: async (stage) => {
      const ids = await spaceWithPet(stage);
      return { owner: stage.team.admin, request: () => ({ params: ids }) };
    },
  },
};
