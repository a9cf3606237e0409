import type { Transaction } from '@citavet/db/database';
import type { RecordEntry } from '@citavet/domain/records/record-entry.schema';
import type { RecordOperation } from '@citavet/domain/records/record-rules';
import type { AppDependencies } from '../../app-dependencies';
import { type AuditEventInput, insertAuditEvent } from '../../audit/audit.repository';
import {
  assertRecordOperation,
  clinicCalendar,
  type RequestActor,
  requireRecord,
  requireRecordPet,
} from './record-access';
import { findRecordDetails } from './record-details.repository';
import { presentRecord } from './record-values';
import { findUserName, type RecordRow } from './records.repository';

/** What a change to one entry works with, inside the transaction that holds the entry's lock. */
export type RecordChangeScope = {
  tx: Transaction;
  /** The entry as it was, locked. */
  record: RecordRow;
  pet: NonNullable<Awaited<ReturnType<typeof requireRecordPet>>>;
  now: Date;
  /** The clinic's today. */
  today: string;
  /** The actor's name, when the change asked for it (an author or a signer is named in the entry). */
  actorName: string;
  /** The change's line in the audit log, on this entry, its pet and its client. */
  audit(action: AuditEventInput['action'], details: AuditEventInput['details']): Promise<void>;
};

/**
 * The frame every change to a written entry shares (the draft's edit, the signature, an addendum):
 * the pet reached with 'records.write', the entry read and locked, the rules asked whether the actor
 * may do `operation` to it, then `change` in the same transaction; the answer is the entry `change`
 * returns, with its addenda and attachments, its times in the clinic's zone.
 */
export async function changeRecord(
  deps: AppDependencies,
  actor: RequestActor,
  target: { spaceId: string; petId: string; recordId: string },
  options: { operation: RecordOperation; isActorNamed?: boolean },
  change: (scope: RecordChangeScope) => Promise<RecordRow>,
): Promise<RecordEntry> {
  const { spaceId, petId, recordId } = target;
  const { db } = deps.database;
  const now = deps.clock.now();
  const pet = await requireRecordPet(db, spaceId, petId, actor.userId, 'records.write');
  const { timeZone, today } = clinicCalendar(pet, now);
  const actorName = options.isActorNamed ? await findUserName(db, actor.userId) : '';
  const row = await db.transaction(async (tx) => {
    const record = await requireRecord(tx, spaceId, petId, recordId, { forUpdate: true });
    assertRecordOperation(record, options.operation);
    const audit = (action: AuditEventInput['action'], details: AuditEventInput['details']) =>
      insertAuditEvent(tx, {
        spaceId,
        actorUserId: actor.userId,
        action,
        subjectType: 'record',
        subjectId: record.id,
        petId,
        clientId: pet.clientId,
        ip: actor.ip,
        details,
      });
    return change({ tx, record, pet, now, today, actorName, audit });
  });
  const { addenda, attachments } = await findRecordDetails(db, spaceId, [row.id]);
  return presentRecord(row, addenda, attachments, timeZone);
}
