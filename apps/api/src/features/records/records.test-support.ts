import { type Cast, createCast, sender } from '../../test/clients-test-support';
import { bearer, type TestContext } from '../../test/test-app';

// Helpers for the records tests (not a test file itself): a clinic with a client and a pet.

export type RecordsWorld = {
  cast: Cast;
  send: ReturnType<typeof sender>;
  clientId: string;
  petId: string;
  foreignPetId: string;
  recordsUrl: (petId?: string, spaceId?: string) => string;
};

export async function createRecordsWorld(context: TestContext): Promise<RecordsWorld> {
  const cast = await createCast(context);
  const send = sender(context);
  const post = async (url: string, user: Cast['admin'], body: unknown) => {
    const response = await send('POST', url, user, body);
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().data;
  };
  const client = await post(`/api/spaces/${cast.spaceId}/clients`, cast.admin, {
    name: 'Lucía Pérez',
    email: 'lucia@example.com',
  });
  const pet = await post(`/api/spaces/${cast.spaceId}/clients/${client.client.id}/pets`, cast.admin, {
    name: 'Luna',
    species: 'perro',
  });
  const foreignClient = await post(`/api/spaces/${cast.otherSpaceId}/clients`, cast.outsider, {
    name: 'Ajeno',
  });
  const foreignPet = await post(
    `/api/spaces/${cast.otherSpaceId}/clients/${foreignClient.client.id}/pets`,
    cast.outsider,
    { name: 'Toby', species: 'gato' },
  );
  return {
    cast,
    send,
    clientId: client.client.id,
    petId: pet.pet.id,
    foreignPetId: foreignPet.pet.id,
    recordsUrl: (petId = pet.pet.id, spaceId = cast.spaceId) =>
      `/api/spaces/${spaceId}/pets/${petId}/records`,
  };
}

/** A small but real PDF (file-type knows it by `%PDF-`). */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** The multipart form a browser sends for `files` (built by the platform's FormData). */
export async function filesForm(files: Array<{ bytes: Buffer; filename: string; type: string }>) {
  const form = new FormData();
  for (const file of files)
    form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

export async function uploadFiles(
  context: TestContext,
  url: string,
  token: string,
  files: Array<{ bytes: Buffer; filename: string; type: string }>,
) {
  const form = await filesForm(files);
  return context.app.inject({
    method: 'POST',
    url,
    headers: { ...form.headers, ...bearer(token) },
    payload: form.payload,
  });
}
