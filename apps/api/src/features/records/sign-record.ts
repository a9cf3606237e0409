import type { RecordEntry } from '@citavet/domain/records/record-entry.schema';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { queueDueReminders } from '../../reminders/due-reminders';
import {
  assertRecordOperation,
  clinicCalendar,
  type RequestActor,
  requireRecord,
  requireRecordPet,
} from './record-access';
import { presentRecord } from './record-values';
import { findRecordDetails, findUserName, markSigned } from './records.repository';

/** 'Firmar': the author signs the draft; from now on it never changes. */
export async function signRecord(
  deps: AppDependencies,
  actor: RequestActor,
  spaceId: string,
  petId: string,
  recordId: string,
): Promise<RecordEntry> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const pet = await requireRecordPet(db, spaceId, petId, actor.userId, 'records.write');
  const { timeZone } = clinicCalendar(pet, now);
  const signerName = await findUserName(db, actor.userId);
  const row = await db.transaction(async (tx) => {
    const record = await requireRecord(tx, spaceId, petId, recordId, { forUpdate: true });
    assertRecordOperation(record, { type: 'sign', actorId: actor.userId });
    const signed = await markSigned(tx, record.id, { id: actor.userId, name: signerName }, now);
    await insertAuditEvent(tx, {
      spaceId,
      actorUserId: actor.userId,
      action: 'RECORD_SIGNED',
      subjectType: 'record',
      subjectId: record.id,
      petId,
      clientId: pet.clientId,
      ip: actor.ip,
      details: { kind: record.kind },
    });
    // Its next dose or próximo control becomes the client's reminders, with the signature.
    await queueDueReminders(tx, deps, {
      spaceId,
      petId,
      entry: { id: signed.id, kind: signed.kind, content: signed.content },
      now,
    });
    return signed;
  });
  const { addenda, attachments } = await findRecordDetails(db, spaceId, [row.id]);
  return presentRecord(row, addenda, attachments, timeZone);
}
