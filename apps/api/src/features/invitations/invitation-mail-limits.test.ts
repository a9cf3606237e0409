import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../app-dependencies';
import { MAIL_ACTION_LIMIT_MESSAGE } from '../../security/mail-action-limits';
import { bearer, createTestContext, registerTestUser, type TestContext } from '../../test/test-app';
import { createSpaceAs } from '../spaces/spaces.test-support';

// The mail cannon through invitations: one ADMIN (or many accounts from one network) inviting
// address after address. Before these limits, each call sent one more e-mail.
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({
    config: {
      rateLimits: { ...DEFAULT_RATE_LIMITS, mailActionsPerAccountPerHour: 3, mailActionsPerBlockPerHour: 5 },
    },
  });
});
afterAll(async () => {
  await context.close();
});

const invite = (token: string, spaceId: string, email: string, remoteAddress: string) =>
  context.app.inject({
    method: 'POST',
    url: `/api/spaces/${spaceId}/invitations`,
    headers: bearer(token),
    payload: { email },
    remoteAddress,
  });

describe('invitations are limited per account and per address block', () => {
  it('stops one account after 3 an hour, from any address, with Retry-After', async () => {
    const admin = await registerTestUser(context.app);
    const space = await createSpaceAs(context, admin);
    const statuses: number[] = [];
    for (let index = 0; index < 4; index++) {
      const response = await invite(
        admin.token,
        space.id,
        `invitado${index}@example.com`,
        `198.51.${index}.1`,
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toMatch(
          new RegExp(`^${MAIL_ACTION_LIMIT_MESSAGE} Inténtalo de nuevo en \\d+ segundos\\.$`),
        );
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    context.clock.advance(60 * 60 * 1000);
    expect((await invite(admin.token, space.id, 'luego@example.com', '198.51.9.1')).statusCode).toBe(201);
  });

  it('stops many accounts from one /24 after 5 an hour together', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 3; index++) {
      const admin = await registerTestUser(context.app);
      const space = await createSpaceAs(context, admin);
      for (let round = 0; round < 2; round++) {
        const response = await invite(
          admin.token,
          space.id,
          `red${index}-${round}@example.com`,
          `203.0.113.${index * 2 + round + 1}`,
        );
        statuses.push(response.statusCode);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
