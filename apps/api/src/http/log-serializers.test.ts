import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';
import { serializeError } from './log-serializers';

// A failed statement used to reach the log with its parameters: a registration that failed in the
// database logged the new account's e-mail and argon2 hash.
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe('errors in the logs', () => {
  it('keep the failed statement but none of its parameters, at any depth', async () => {
    const secretHash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';
    const failure = await context.database.db
      .execute(sql`select ${secretHash}::integer as broken, ${'ana@example.com'}::text as email`)
      .then(() => null)
      .catch((error: unknown) => error as Error);
    expect(failure).toBeInstanceOf(Error);
    // Before: the error itself carries the values, in its message and its params.
    expect(JSON.stringify({ message: failure?.message, ...failure })).toContain(secretHash);
    const logged = JSON.stringify(serializeError(failure as Error));
    expect(logged).not.toContain(secretHash);
    expect(logged).not.toContain('ana@example.com');
    expect(logged).toContain('select $1::integer');
  });

  it('scrubs a database error detail that repeats a value', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      detail: 'Key (lower(email))=(ana@example.com) already exists.',
      code: '23505',
    });
    const error = Object.assign(
      new Error('Failed query: insert into users values ($1)\nparams: ana@example.com'),
      {
        params: ['ana@example.com'],
        cause,
      },
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain('ana@example.com');
    expect(logged).toContain('23505');
  });
});
