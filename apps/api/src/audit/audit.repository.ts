import type { Database, Transaction } from '@citavet/db/database';
import type { AuditAction, AuditSubjectType } from '@citavet/domain/audit/audit-event.schema';

// TEMPORARY stand-in for branch `audit` (/work/briefs/audit-contract.md): the contract's signature
// so the records feature calls it where the real one will write. Merging `audit` replaces this
// file with the real one (take theirs).

export type AuditEventInput = {
  spaceId: string;
  actorUserId: string | null;
  action: AuditAction;
  subjectType: AuditSubjectType;
  subjectId: string;
  petId?: string | null;
  clientId?: string | null;
  ip: string | null;
  details?: Record<string, string | number | boolean | null>;
};

export async function insertAuditEvent(
  _executor: Database | Transaction,
  _event: AuditEventInput,
): Promise<void> {}
