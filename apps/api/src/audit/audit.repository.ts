import type { Database, Transaction } from '@citavet/db/database';
import { auditEvents } from '@citavet/db/schema/audit';
import { clients } from '@citavet/db/schema/bookings';
import { pets } from '@citavet/db/schema/pets';
import { users } from '@citavet/db/schema/users';
import type {
  AuditAction,
  AuditCursor,
  AuditDetails,
  AuditEvent,
  AuditSubjectType,
} from '@citavet/domain/audit/audit-event.schema';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { auditIpHash } from './audit-ip';

// The audit log's one writer and reader (docs/decisions/036-audit-log.md). Shared plumbing, not a
// feature: every feature that records an event imports insertAuditEvent from here.

type Executor = Database | Transaction;

export type AuditEventInput = {
  spaceId: string;
  actorUserId: string | null;
  action: AuditAction;
  subjectType: AuditSubjectType;
  subjectId: string;
  petId?: string | null;
  clientId?: string | null;
  /** `request.ip` (Fastify honours TRUST_PROXY); stored only as its keyed hash (audit-ip.ts). */
  ip: string | null;
  /** Ids, counts and flags only: never names, contact data or clinical text. */
  details?: AuditDetails;
  /** The use case's clock; the database's clock when absent. */
  at?: Date;
};

/**
 * Appends one event. Call it with the transaction of the change it records: a rolled-back change
 * leaves no audit row, and a committed one always has its row.
 */
export async function insertAuditEvent(executor: Executor, event: AuditEventInput): Promise<void> {
  await executor.insert(auditEvents).values({
    spaceId: event.spaceId,
    actorUserId: event.actorUserId,
    action: event.action,
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    petId: event.petId ?? null,
    clientId: event.clientId ?? null,
    ip: auditIpHash(event.ip),
    details: event.details ?? {},
    ...(event.at ? { createdAt: event.at } : {}),
  });
}

export type AuditFilters = {
  petId?: string;
  clientId?: string;
  userId?: string;
  action?: AuditAction;
  from?: Date;
  to?: Date;
  cursor?: AuditCursor;
};

/**
 * One page, newest first, by keyset: `(created_at, id) < cursor` walks the filter's index
 * (space + pet | client | actor | action, then created_at, id, read backwards) from where the last
 * page stopped, so a deep page costs what the first one does. Reads `limit + 1` rows to know whether
 * another page follows. The page is read first (index only), then its names by primary key: the
 * joins never widen the scan. Exported for the bench's EXPLAIN.
 */
export function auditPageQuery(db: Executor, spaceId: string, filters: AuditFilters, limit: number) {
  const conditions: (SQL | undefined)[] = [
    eq(auditEvents.spaceId, spaceId),
    filters.petId ? eq(auditEvents.petId, filters.petId) : undefined,
    filters.clientId ? eq(auditEvents.clientId, filters.clientId) : undefined,
    filters.userId ? eq(auditEvents.actorUserId, filters.userId) : undefined,
    filters.action ? eq(auditEvents.action, filters.action) : undefined,
    filters.from ? gte(auditEvents.createdAt, filters.from) : undefined,
    filters.to ? lt(auditEvents.createdAt, filters.to) : undefined,
    filters.cursor
      ? sql`(${auditEvents.createdAt}, ${auditEvents.id}) < (${filters.cursor.createdAt.toISOString()}::timestamptz, ${filters.cursor.id}::uuid)`
      : undefined,
  ];
  const page = db
    .select()
    .from(auditEvents)
    .where(and(...conditions))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit + 1)
    .as('page');
  return db
    .select({
      event: {
        id: page.id,
        spaceId: page.spaceId,
        actorUserId: page.actorUserId,
        action: page.action,
        subjectType: page.subjectType,
        subjectId: page.subjectId,
        petId: page.petId,
        clientId: page.clientId,
        ip: page.ip,
        details: page.details,
        createdAt: page.createdAt,
      },
      actorName: users.name,
      petName: pets.name,
      clientName: clients.name,
    })
    .from(page)
    .leftJoin(users, eq(users.id, page.actorUserId))
    .leftJoin(pets, and(eq(pets.id, page.petId), eq(pets.spaceId, spaceId)))
    .leftJoin(clients, and(eq(clients.id, page.clientId), eq(clients.spaceId, spaceId)))
    .orderBy(desc(page.createdAt), desc(page.id));
}

export async function selectAuditEvents(
  db: Executor,
  spaceId: string,
  filters: AuditFilters,
  limit: number,
): Promise<{ events: AuditEvent[]; hasMore: boolean }> {
  const rows = await auditPageQuery(db, spaceId, filters, limit);
  const hasMore = rows.length > limit;
  const events = rows.slice(0, limit).map(({ event, actorName, petName, clientName }) => ({
    id: event.id,
    spaceId: event.spaceId,
    actor: event.actorUserId ? { id: event.actorUserId, name: actorName } : null,
    action: event.action as AuditAction,
    subjectType: event.subjectType,
    subjectId: event.subjectId,
    petId: event.petId,
    clientId: event.clientId,
    petName,
    clientName,
    ip: event.ip,
    details: event.details,
    createdAt: event.createdAt.toISOString(),
  }));
  return { events, hasMore };
}
