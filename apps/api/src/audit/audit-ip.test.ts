import { queryRows } from '@citavet/db/database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';
import { insertAuditEvent } from './audit.repository';
import { auditIpHash } from './audit-ip';

// A copy of audit_events used to hand out every client's address in the clear.
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe('the audit log and client addresses', () => {
  it('stores a keyed hash, never the address, and the same address always gives the same hash', async () => {
    const [space] = await queryRows<{ id: string }>(
      context.database.db,
      sql`insert into spaces (name, route) values ('Clínica Huella', ${`huella-${Date.now()}`}) returning id`,
    );
    const spaceId = space?.id ?? '';
    for (const ip of ['203.0.113.7', '203.0.113.7', '2001:db8::1']) {
      await insertAuditEvent(context.database.db, {
        spaceId,
        actorUserId: null,
        action: 'PET_RECORD_VIEWED',
        subjectType: 'pet',
        subjectId: '00000000-0000-4000-8000-000000000001',
        ip,
      });
    }
    const rows = await queryRows<{ ip: string }>(
      context.database.db,
      sql`select ip from audit_events where space_id = ${spaceId} order by created_at, id`,
    );
    const stored = rows.map((row) => row.ip);
    expect(stored.join(' ')).not.toMatch(/203\.0\.113\.7|2001:db8/);
    expect(new Set(stored).size).toBe(2);
    expect(stored).toContain(auditIpHash('203.0.113.7'));
    expect(auditIpHash(null)).toBeNull();
  });
});
