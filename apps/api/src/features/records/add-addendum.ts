import type { AddAddendumInput, RecordEntry } from '@citavet/domain/records/record-entry.schema';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import {
  assertRecordOperation,
  clinicCalendar,
  type RequestActor,
  requireRecord,
  requireRecordPet,
} from './record-access';
import { findRecordDetails, insertAddendum } from './record-details.repository';
import { presentRecord } from './record-values';
import { findUserName } from './records.repository';

/** A correction under a signed entry: who, when and what; the entry itself stays as signed. */
export async function addAddendum(
  deps: AppDependencies,
  actor: RequestActor,
  spaceId: string,
  petId: string,
  recordId: string,
  input: AddAddendumInput,
): Promise<RecordEntry> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const pet = await requireRecordPet(db, spaceId, petId, actor.userId, 'records.write');
  const { timeZone } = clinicCalendar(pet, now);
  const authorName = await findUserName(db, actor.userId);
  const record = await db.transaction(async (tx) => {
    const locked = await requireRecord(tx, spaceId, petId, recordId, { forUpdate: true });
    assertRecordOperation(locked, { type: 'addendum', actorId: actor.userId });
    const addendum = await insertAddendum(tx, {
      spaceId,
      recordId: locked.id,
      authorId: actor.userId,
      authorName,
      text: input.text,
      now,
    });
    await insertAuditEvent(tx, {
      spaceId,
      actorUserId: actor.userId,
      action: 'RECORD_ADDENDUM_ADDED',
      subjectType: 'record',
      subjectId: locked.id,
      petId,
      clientId: pet.clientId,
      ip: actor.ip,
      details: { addendumId: addendum.id },
    });
    return locked;
  });
  const { addenda, attachments } = await findRecordDetails(db, spaceId, [record.id]);
  return presentRecord(record, addenda, attachments, timeZone);
}
