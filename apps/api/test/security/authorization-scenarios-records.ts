import type { Scenario, Scenarios } from './authorization-scenario';
import type { MatrixStage } from './authorization-stage';

// Valid requests for medical records (docs/decisions/039-medical-records.md): every member of the
// space reads and writes them; a draft is edited, signed and given files only by its author.

const BOUNDARY = '----citavet-matrix-records';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
function pdfUpload() {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="laboratorio.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    PDF,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

async function spaceWithPet(stage: MatrixStage) {
  const { spaceId } = await stage.space();
  const { client } = await stage.call<{ client: { id: string } }>(
    'POST',
    `/api/spaces/${spaceId}/clients`,
    stage.team.admin,
    {
      name: stage.unique('Cliente'),
      email: stage.uniqueEmail('propietario'),
    },
  );
  const { pet } = await stage.call<{ pet: { id: string } }>(
    'POST',
    `/api/spaces/${spaceId}/clients/${client.id}/pets`,
    stage.team.admin,
    { name: stage.unique('Luna'), species: 'perro' },
  );
  return { spaceId, petId: pet.id };
}

async function recordOf(
  stage: MatrixStage,
  ids: { spaceId: string; petId: string },
  body: object,
  options: { isSigned: boolean },
) {
  const url = `/api/spaces/${ids.spaceId}/pets/${ids.petId}/records`;
  const { record } = await stage.call<{ record: { id: string } }>('POST', url, stage.team.admin, body);
  if (options.isSigned) await stage.call('POST', `${url}/${record.id}/sign`, stage.team.admin);
  return { ...ids, recordId: record.id };
}

const NOTE = { kind: 'NOTE', content: { text: 'Nota clínica' } };
const PRESCRIPTION = { kind: 'PRESCRIPTION', content: { items: [{ drug: 'Meloxicam', dose: '0,1 mg/kg' }] } };

const onPet = (request: (cell: number) => object = () => ({})): Scenario => ({
  stage: async (stage) => {
    const ids = await spaceWithPet(stage);
    return { owner: stage.team.admin, request: (_actor, cell) => ({ params: ids, ...request(cell) }) };
  },
});

const onRecord = (
  body: object,
  options: { isSigned: boolean; isDestructive?: boolean },
  request: () => object = () => ({}),
): Scenario => ({
  ...(options.isDestructive ? { isDestructive: true } : {}),
  stage: async (stage) => {
    const params = await recordOf(stage, await spaceWithPet(stage), body, options);
    return { owner: stage.team.admin, request: () => ({ params, ...request() }) };
  },
});

export const RECORD_SCENARIOS: Scenarios = {
  'GET /api/spaces/{spaceId}/pets/{petId}/records': onPet(),
  'GET /api/spaces/{spaceId}/pets/{petId}/records/overview': onPet(),
  'POST /api/spaces/{spaceId}/pets/{petId}/records': onPet((cell) => ({
    payload: { kind: 'NOTE', content: { text: `Nota ${cell}` } },
  })),
  'GET /api/spaces/{spaceId}/pets/{petId}/records/{recordId}': onRecord(NOTE, { isSigned: false }),
  'PUT /api/spaces/{spaceId}/pets/{petId}/records/{recordId}': onRecord(NOTE, { isSigned: false }, () => ({
    payload: { kind: 'NOTE', content: { text: 'Nota corregida' } },
  })),
  'POST /api/spaces/{spaceId}/pets/{petId}/records/{recordId}/sign': onRecord(NOTE, {
    isSigned: false,
    isDestructive: true,
  }),
  'POST /api/spaces/{spaceId}/pets/{petId}/records/{recordId}/addenda': onRecord(
    NOTE,
    { isSigned: true },
    () => ({
      payload: { text: 'Corrección' },
    }),
  ),
  'POST /api/spaces/{spaceId}/pets/{petId}/records/{recordId}/attachments': onRecord(
    NOTE,
    { isSigned: false },
    pdfUpload,
  ),
  'GET /api/spaces/{spaceId}/pets/{petId}/records/{recordId}/attachments/{attachmentId}': {
    stage: async (stage) => {
      const ids = await recordOf(stage, await spaceWithPet(stage), NOTE, { isSigned: false });
      const upload = pdfUpload();
      const { record } = await stage.call<{ record: { attachments: Array<{ id: string }> } }>(
        'POST',
        `/api/spaces/${ids.spaceId}/pets/${ids.petId}/records/${ids.recordId}/attachments`,
        stage.team.admin,
        upload.payload,
        upload.headers,
      );
      const params = { ...ids, attachmentId: record.attachments[0]?.id ?? '' };
      return { owner: stage.team.admin, request: () => ({ params }) };
    },
  },
  'GET /api/spaces/{spaceId}/pets/{petId}/vaccinations': onPet(),
  'GET /api/spaces/{spaceId}/pets/{petId}/weights': onPet(),
  'GET /api/spaces/{spaceId}/pets/{petId}/vaccinations.pdf': onPet(),
  'GET /api/spaces/{spaceId}/pets/{petId}/history.pdf': onPet(),
  'POST /api/spaces/{spaceId}/pets/{petId}/vaccinations/email': onPet(),
  'GET /api/spaces/{spaceId}/pets/{petId}/records/{recordId}/prescription.pdf': onRecord(PRESCRIPTION, {
    isSigned: true,
  }),
  'POST /api/spaces/{spaceId}/pets/{petId}/records/{recordId}/prescription/email': onRecord(PRESCRIPTION, {
    isSigned: true,
  }),
};
