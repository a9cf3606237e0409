import { pets } from '@citavet/db/schema/pets';
import { accountStorageQuotaMessage } from '@citavet/domain/media/storage-quota';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage, multipartBody } from '../features/logo/logo.test-support';
import { createSpaceAs } from '../features/spaces/spaces.test-support';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../test/test-app';

// One account could open ten spaces and fill each one's quota: the disk every clinic shares had
// no limit per account.
const ACCOUNT_QUOTA = 3_000_000;
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({
    config: { accountStorageQuotaBytes: ACCOUNT_QUOTA, spaceStorageQuotaBytes: 100_000_000 },
  });
});
afterAll(() => context.close());

describe('the storage quota of an account', () => {
  it('counts every space the account administers together', async () => {
    const admin = await registerTestUser(context.app);
    const first = await createSpaceAs(context, admin);
    const second = await createSpaceAs(context, admin);
    const newPet = async (spaceId: string) => {
      const client = await context.app.inject({
        method: 'POST',
        url: `/api/spaces/${spaceId}/clients`,
        headers: bearer(admin.token),
        payload: { name: 'Dueña' },
      });
      const pet = await context.app.inject({
        method: 'POST',
        url: `/api/spaces/${spaceId}/clients/${client.json().data.client.id}/pets`,
        headers: bearer(admin.token),
        payload: { name: 'Luna', species: 'gato' },
      });
      return pet.json().data.pet.id as string;
    };
    // The first space already keeps 3.1 MB: well within its own quota, past the account's.
    const heavy = await newPet(first.id);
    await context.database.db
      .update(pets)
      .set({ photoKey: `spaces/${first.id}/pets/pesada.webp`, photoBytes: 3_100_000 })
      .where(eq(pets.id, heavy));
    const petId = await newPet(second.id);
    const form = await multipartBody({
      field: 'photo',
      filename: 'foto',
      bytes: await makeImage('png', 1200, 1200),
      type: 'image/png',
    });
    const upload = await context.app.inject({
      method: 'PUT',
      url: `/api/spaces/${second.id}/pets/${petId}/photo`,
      headers: { ...bearer(admin.token), ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode).toBe(413);
    expect(upload.json()).toMatchObject({
      code: 'STORAGE_QUOTA_EXCEEDED',
      message: accountStorageQuotaMessage(ACCOUNT_QUOTA),
    });
  });
});
