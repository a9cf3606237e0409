import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestContext,
  markEmailVerified,
  registerTestUser,
  type TestContext,
} from '../../test/test-app';
import { spaceCapReachedMessage } from './create-space';

// One account opening clinic after clinic (each a public page, each mail in its name) had no end.
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ config: { maxSpacesPerAccount: 2 } });
});
afterAll(async () => {
  await context.close();
});

describe('the cap on spaces per account', () => {
  it('refuses the space past the cap with a Spanish 403 that says what to do', async () => {
    const user = await registerTestUser(context.app);
    await markEmailVerified(context, user.user.id);
    const create = (name: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/spaces',
        headers: bearer(user.token),
        payload: { name },
      });
    expect((await create('Clínica Uno')).statusCode).toBe(201);
    expect((await create('Clínica Dos')).statusCode).toBe(201);
    const third = await create('Clínica Tres');
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({ code: 'SPACE_CAP_REACHED', message: spaceCapReachedMessage(2) });
  });
});
