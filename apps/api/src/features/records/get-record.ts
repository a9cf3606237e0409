import type { RecordEntry } from '@citavet/domain/records/record-entry.schema';
import type { AppDependencies } from '../../app-dependencies';
import {
  auditRecordView,
  clinicCalendar,
  type RequestActor,
  requireRecord,
  requireRecordPet,
} from './record-access';
import { findRecordDetails } from './record-details.repository';
import { presentRecord } from './record-values';

export async function getRecord(
  deps: AppDependencies,
  actor: RequestActor,
  spaceId: string,
  petId: string,
  recordId: string,
): Promise<RecordEntry> {
  const { db } = deps.database;
  const pet = await requireRecordPet(db, spaceId, petId, actor.userId);
  const record = await requireRecord(db, spaceId, petId, recordId);
  const { timeZone } = clinicCalendar(pet, deps.clock.now());
  const { addenda, attachments } = await findRecordDetails(db, spaceId, [record.id]);
  await auditRecordView(db, actor, spaceId, pet, { view: 'record', recordId: record.id });
  return presentRecord(record, addenda, attachments, timeZone);
}
