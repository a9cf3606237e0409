import { queryRows } from '@citavet/db/database';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestContext, TEST_PASSWORD_HASH_COST } from '../test/test-app';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it("are argon2id at OWASP's minimum unless the app is built with another cost", async () => {
    const stored = await hashPassword('correcto caballo batería');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correcto caballo batería')).toBe(true);
    expect(await verifyPassword(stored, 'otra cosa')).toBe(false);
    expect(await dummyPasswordHash()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("are made at the app's configured cost on registration (the tests' floor), and still verify", async () => {
    const cheap = await hashPassword('correcto caballo batería', TEST_PASSWORD_HASH_COST);
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'correcto caballo batería')).toBe(true);

    const context = await createTestContext();
    try {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Lucía Pérez', email: 'lucia@example.com', password: 'Contraseña-segura-1' },
      });
      expect(response.statusCode).toBe(201);
      // Read straight from the table: no route answers a hash.
      const [row] = await queryRows<{ password_hash: string }>(
        context.database.db,
        sql`select password_hash from users where email = 'lucia@example.com'`,
      );
      expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    } finally {
      await context.close();
    }
  });
});
