import type { UpdateRecordInput } from '@citavet/domain/records/record-content.schema';
import type { RecordEntry } from '@citavet/domain/records/record-entry.schema';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import {
  assertRecordDates,
  assertRecordOperation,
  clinicCalendar,
  type RequestActor,
  requireRecord,
  requireRecordPet,
} from './record-access';
import { findRecordDetails } from './record-details.repository';
import { presentRecord, recordValues } from './record-values';
import { updateDraft } from './records.repository';

/** The author rewrites a draft; a signed entry is a 409 (corrections are addenda). */
export async function updateRecord(
  deps: AppDependencies,
  actor: RequestActor,
  spaceId: string,
  petId: string,
  recordId: string,
  input: UpdateRecordInput,
): Promise<RecordEntry> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const pet = await requireRecordPet(db, spaceId, petId, actor.userId, 'records.write');
  const { timeZone, today } = clinicCalendar(pet, now);
  const row = await db.transaction(async (tx) => {
    const record = await requireRecord(tx, spaceId, petId, recordId, { forUpdate: true });
    assertRecordOperation(record, { type: 'update', actorId: actor.userId, kind: input.kind });
    const occurredAt = input.occurredAt ? new Date(input.occurredAt) : record.occurredAt;
    assertRecordDates(input, occurredAt, now, today);
    const updated = await updateDraft(tx, record.id, recordValues(input, occurredAt), now);
    await insertAuditEvent(tx, {
      spaceId,
      actorUserId: actor.userId,
      action: 'RECORD_UPDATED',
      subjectType: 'record',
      subjectId: record.id,
      petId,
      clientId: pet.clientId,
      ip: actor.ip,
      details: { kind: record.kind },
    });
    return updated;
  });
  const { addenda, attachments } = await findRecordDetails(db, spaceId, [row.id]);
  return presentRecord(row, addenda, attachments, timeZone);
}
