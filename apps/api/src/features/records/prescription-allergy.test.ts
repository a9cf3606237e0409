import { recordEntries } from '@citavet/db/schema/records';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { createRecordsWorld, type RecordsWorld } from './records.test-support';

// A prescription against the pet's alerts: refused at signing until the vet confirms, and the
// confirmation is signed with the entry.

let context: TestContext;
let world: RecordsWorld;

const petUrl = () => `/api/spaces/${world.cast.spaceId}/pets/${world.petId}`;

async function prescribe(drug: string) {
  const response = await world.send('POST', world.recordsUrl(), world.cast.member, {
    kind: 'PRESCRIPTION',
    content: { items: [{ drug, dose: '1 comprimido' }], notes: null },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.record.id as string;
}

beforeAll(async () => {
  context = await createTestContext({ clockStart: '2026-03-02T08:30:00.000Z' });
  world = await createRecordsWorld(context);
  const update = await world.send('PUT', petUrl(), world.cast.member, {
    alerts: ['Alergia a la penicilina', 'Muerde'],
  });
  expect(update.statusCode, update.body).toBe(200);
});
afterAll(() => context.close());

describe('signing a prescription against the pet’s alerts', () => {
  it('refuses amoxicilina for a penicillin-allergic dog with the conflict, and signs nothing', async () => {
    const id = await prescribe('Amoxicilina 250 mg');
    const refused = await world.send('POST', `${world.recordsUrl()}/${id}/sign`, world.cast.member);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ALLERGY_CONFLICT',
      message: 'Posible alergia: revisa la receta. Para firmarla igualmente, confirma que conoces la alerta',
      conflicts: [
        {
          itemIndex: 0,
          drug: 'Amoxicilina 250 mg',
          drugClass: 'penicilinas',
          alert: 'Alergia a la penicilina',
        },
      ],
    });
    const [row] = await context.database.db.select().from(recordEntries).where(eq(recordEntries.id, id));
    expect(row?.status).toBe('DRAFT');
  });

  it('signs with the confirmation and keeps the override in the record, unchangeable', async () => {
    const id = await prescribe('Amoxicilina 250 mg');
    const signed = await world.send('POST', `${world.recordsUrl()}/${id}/sign`, world.cast.member, {
      confirmAllergyOverride: true,
    });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data.record).toMatchObject({
      status: 'SIGNED',
      allergyOverride: {
        confirmedByName: 'Mario Miembro',
        conflicts: [
          { drug: 'Amoxicilina 250 mg', drugClass: 'penicilinas', alert: 'Alergia a la penicilina' },
        ],
      },
    });
    const read = await world.send('GET', `${world.recordsUrl()}/${id}`, world.cast.admin);
    expect(read.json().data.record.allergyOverride.confirmedByName).toBe('Mario Miembro');
    await expect(
      context.database.db
        .update(recordEntries)
        .set({ allergyOverride: null })
        .where(eq(recordEntries.id, id)),
    ).rejects.toThrow();
  });

  it('signs an unrelated prescription without any confirmation', async () => {
    const id = await prescribe('Meloxicam');
    const signed = await world.send('POST', `${world.recordsUrl()}/${id}/sign`, world.cast.member);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data.record.allergyOverride).toBeNull();
  });

  it('refuses a malformed confirmation with a Spanish 400', async () => {
    const id = await prescribe('Amoxicilina');
    const bad = await world.send('POST', `${world.recordsUrl()}/${id}/sign`, world.cast.member, {
      confirmAllergyOverride: 'sí',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/confirmación/);
  });
});
