import { queryRows } from '@citavet/db/database';
import { auditEvents } from '@citavet/db/schema/audit';
import type { AuditAction, AuditEvent } from '@citavet/domain/audit/audit-event.schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditEventInput, insertAuditEvent } from '../../audit/audit.repository';
import { type Cast, createCast, sender } from '../../test/clients-test-support';
import {
  createTestContext,
  markEmailVerified,
  registerTestUser,
  type TestContext,
} from '../../test/test-app';

let context: TestContext;
let cast: Cast;
let send: ReturnType<typeof sender>;

const PET_A = '11111111-1111-4111-8111-111111111111';
const PET_B = '22222222-2222-4222-8222-222222222222';
const CLIENT_A = '33333333-3333-4333-8333-333333333333';
const BASE = Date.parse('2026-03-01T10:00:00.000Z');

beforeAll(async () => {
  context = await createTestContext();
  cast = await createCast(context);
  send = sender(context);
});
afterAll(() => context.close());

function event(overrides: Partial<AuditEventInput> & { minute: number }): AuditEventInput {
  const { minute, ...rest } = overrides;
  return {
    spaceId: cast.spaceId,
    actorUserId: cast.admin.user.id,
    action: 'PET_RECORD_VIEWED',
    subjectType: 'pet',
    subjectId: PET_A,
    petId: PET_A,
    clientId: CLIENT_A,
    ip: '203.0.113.7',
    at: new Date(BASE + minute * 60_000),
    ...rest,
  };
}

async function list(query: Record<string, string> = {}, user = cast.admin, spaceId = cast.spaceId) {
  const search = new URLSearchParams(query).toString();
  return send('GET', `/api/spaces/${spaceId}/audit${search ? `?${search}` : ''}`, user);
}

async function listAll(query: Record<string, string>): Promise<AuditEvent[]> {
  const all: AuditEvent[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page += 1) {
    const response = await list({ ...query, ...(cursor ? { cursor } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as { events: AuditEvent[]; nextCursor: string | null };
    all.push(...data.events);
    cursor = data.nextCursor;
    if (!cursor) return all;
  }
  throw new Error('too many pages');
}

type Filter = {
  petId?: string;
  clientId?: string;
  userId?: string;
  action?: string;
  from?: string;
  to?: string;
};

/** Brute force: every row of the table, filtered and ordered in JavaScript. */
async function oracle(filter: Filter, spaceId = cast.spaceId): Promise<unknown[]> {
  const rows = await context.database.db.select().from(auditEvents).where(eq(auditEvents.spaceId, spaceId));
  return rows
    .filter(
      (row) =>
        (!filter.petId || row.petId === filter.petId) &&
        (!filter.clientId || row.clientId === filter.clientId) &&
        (!filter.userId || row.actorUserId === filter.userId) &&
        (!filter.action || row.action === filter.action) &&
        (!filter.from || row.createdAt.getTime() >= Date.parse(filter.from)) &&
        (!filter.to || row.createdAt.getTime() < Date.parse(filter.to)),
    )
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .map((row) => row.details.index);
}

describe('GET /api/spaces/{spaceId}/audit', () => {
  beforeAll(async () => {
    const { db } = context.database;
    // 12 events; minutes 3 and 4 hold three events each at the very same instant (keyset ties).
    const minutes = [0, 1, 2, 3, 3, 3, 4, 4, 4, 5, 6, 7];
    for (const [index, minute] of minutes.entries()) {
      const isPetB = index % 3 === 0;
      await insertAuditEvent(
        db,
        event({
          minute,
          petId: isPetB ? PET_B : PET_A,
          subjectId: isPetB ? PET_B : PET_A,
          actorUserId: index % 2 === 0 ? cast.admin.user.id : cast.member.user.id,
          action: (index % 4 === 0 ? 'RECORD_CREATED' : 'PET_RECORD_VIEWED') satisfies AuditAction,
          details: { index },
        }),
      );
    }
    // Another space's events never show here.
    await insertAuditEvent(
      db,
      event({ minute: 8, spaceId: cast.otherSpaceId, actorUserId: cast.outsider.user.id }),
    );
  });

  it('answers the ADMIN the events newest first, with the actor and the Spanish-free raw action', async () => {
    const response = await list({ limit: '5' });
    expect(response.statusCode, response.body).toBe(200);
    const { events, nextCursor } = response.json().data as { events: AuditEvent[]; nextCursor: string };
    expect(events).toHaveLength(5);
    expect(nextCursor).toEqual(expect.any(String));
    expect(events[0]).toEqual({
      id: expect.any(String),
      spaceId: cast.spaceId,
      actor: { id: cast.member.user.id, name: 'Mario Miembro' },
      action: 'PET_RECORD_VIEWED',
      subjectType: 'pet',
      subjectId: PET_A,
      petId: PET_A,
      clientId: CLIENT_A,
      petName: null,
      clientName: null,
      // The address itself is never stored: its keyed hash is (audit-ip.ts).
      ip: expect.stringMatching(/^hmac:[A-Za-z0-9_-]{22}$/),
      details: { index: 11 },
      createdAt: '2026-03-01T10:07:00.000Z',
    });
    const instants = events.map((item) => item.createdAt);
    expect(instants).toEqual([...instants].sort().reverse());
  });

  it('walks every page by keyset without losing or repeating an event, ties included', async () => {
    for (const limit of ['1', '2', '4', '5', '100']) {
      const all = await listAll({ limit });
      expect(all.map((item) => item.details.index)).toEqual(await oracle({}));
      expect(all.map((item) => item.details.index).sort((a, b) => Number(b) - Number(a))).toEqual([
        11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0,
      ]);
      expect(new Set(all.map((item) => item.id)).size).toBe(12);
    }
  });

  it('filters by pet, user, action, client and date range, and pages through each filter', async () => {
    const filters: Filter[] = [
      { petId: PET_B },
      { userId: cast.member.user.id },
      { action: 'RECORD_CREATED' },
      { clientId: CLIENT_A },
      { clientId: '44444444-4444-4444-8444-444444444444' },
      { from: '2026-03-01T10:03:00.000Z', to: '2026-03-01T10:05:00.000Z' },
      { from: '2026-03-01T10:04:00.000Z' },
      { to: '2026-03-01T10:04:00.000Z' },
      { petId: PET_A, userId: cast.admin.user.id, action: 'RECORD_CREATED' },
    ];
    for (const filter of filters) {
      for (const limit of ['1', '2', '100']) {
        const found = await listAll({ ...(filter as Record<string, string>), limit });
        expect(
          found.map((item) => item.details.index),
          JSON.stringify(filter),
        ).toEqual(await oracle(filter));
      }
    }
    expect(await oracle({ petId: PET_B })).toHaveLength(4);
    expect(await oracle({ from: '2026-03-01T10:03:00.000Z', to: '2026-03-01T10:05:00.000Z' })).toHaveLength(
      6,
    );
  });

  it('refuses a MEMBER (403), another space’s ADMIN (404) and anonymous callers (401)', async () => {
    const asMember = await list({}, cast.member);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toMatchObject({
      code: 'ADMIN_ONLY',
      message: 'Solo los administradores del espacio pueden ver la auditoría',
    });
    const asOutsider = await list({}, cast.outsider);
    expect(asOutsider.statusCode).toBe(404);
    expect(asOutsider.json().code).toBe('SPACE_NOT_FOUND');
    const anonymous = await context.app.inject({ url: `/api/spaces/${cast.spaceId}/audit` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows another space’s ADMIN only their own space’s events', async () => {
    const response = await list({}, cast.outsider, cast.otherSpaceId);
    expect(response.statusCode).toBe(200);
    const { events } = response.json().data as { events: AuditEvent[] };
    expect(events).toHaveLength(1);
    expect(events[0]?.spaceId).toBe(cast.otherSpaceId);
  });

  it('answers bad filters with Spanish messages (400)', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ cursor: 'abc' }, 'El cursor de paginación no es válido'],
      [{ petId: 'x' }, 'Identificador inválido'],
      [{ action: 'DROP' }, 'Acción de auditoría desconocida'],
      [{ from: 'ayer' }, 'La fecha inicial debe ser una fecha y hora ISO 8601'],
      [
        { from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z' },
        'La fecha final debe ser posterior a la inicial',
      ],
      [{ limit: '101' }, 'El límite no puede superar 100'],
      [{ other: '1' }, ''],
    ];
    for (const [query, message] of cases) {
      const response = await list(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      if (message) expect(response.body).toContain(message);
    }
  });

  it('names a deleted actor as null but keeps the id', async () => {
    const gone = await registerTestUser(context.app, { name: 'Usuario Temporal' });
    await insertAuditEvent(
      context.database.db,
      event({ minute: 30, actorUserId: gone.user.id, action: 'CLIENT_EXPORTED', subjectType: 'client' }),
    );
    const removed = await send('DELETE', '/api/auth/account', gone, { currentPassword: gone.password });
    expect([200, 204], removed.body).toContain(removed.statusCode);
    const response = await list({ userId: gone.user.id });
    expect(response.json().data.events[0].actor).toEqual({ id: gone.user.id, name: null });
  });
});

describe('audit_events is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE from any code path', async () => {
    const { db } = context.database;
    await insertAuditEvent(db, event({ minute: 40, details: { marker: 'append-only' } }));
    await expect(db.execute(sql`update audit_events set ip = null`)).rejects.toThrow();
    await expect(
      db.update(auditEvents).set({ ip: null }).where(eq(auditEvents.spaceId, cast.spaceId)),
    ).rejects.toThrow();
    await expect(db.delete(auditEvents).where(eq(auditEvents.spaceId, cast.spaceId))).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_events`)).rejects.toThrow();
    const rows = await queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from audit_events where details ->> 'marker' = 'append-only'`,
    );
    expect(rows[0]?.total).toBe(1);
  });

  it('leaves no row when the change it records rolls back', async () => {
    const { db } = context.database;
    await expect(
      db.transaction(async (tx) => {
        await insertAuditEvent(tx, event({ minute: 50, details: { marker: 'rolled-back' } }));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await queryRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from audit_events where details ->> 'marker' = 'rolled-back'`,
    );
    expect(rows[0]?.total).toBe(0);
  });

  it('stays when its space is deleted', async () => {
    const owner = await registerTestUser(context.app, { name: 'Dueña Breve' });
    await markEmailVerified(context, owner.user.id);
    const created = await send('POST', '/api/spaces', owner, { name: 'Clínica Breve' });
    expect(created.statusCode, created.body).toBe(201);
    const spaceId = created.json().data.id as string;
    await insertAuditEvent(context.database.db, event({ minute: 60, spaceId, actorUserId: owner.user.id }));
    const deleted = await send('DELETE', `/api/spaces/${spaceId}`, owner, {
      currentPassword: owner.password,
      confirmName: 'Clínica Breve',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const rows = await queryRows<{ action: string }>(
      context.database.db,
      sql`select action from audit_events where space_id = ${spaceId} order by created_at`,
    );
    expect(rows.map((row) => row.action)).toEqual(['PET_RECORD_VIEWED', 'SPACE_DELETED']);
  });
});
