import type { CreateRecordInput } from '@citavet/domain/records/record-content.schema';
import { RECORD_BOOKING_MESSAGE, type RecordEntry } from '@citavet/domain/records/record-entry.schema';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { badRequest } from '../../http/app-error';
import { assertRecordDates, clinicCalendar, type RequestActor, requireRecordPet } from './record-access';
import { presentRecord, recordValues } from './record-values';
import { findUserName, insertRecord, isBookingOfPet } from './records.repository';

/** A new draft entry in a pet's record, written by the caller, maybe from one of its appointments. */
export async function createRecord(
  deps: AppDependencies,
  actor: RequestActor,
  spaceId: string,
  petId: string,
  input: CreateRecordInput,
): Promise<RecordEntry> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const pet = await requireRecordPet(db, spaceId, petId, actor.userId, 'records.write');
  const { timeZone, today } = clinicCalendar(pet, now);
  const occurredAt = input.occurredAt ? new Date(input.occurredAt) : now;
  assertRecordDates(input, occurredAt, now, today);
  if (input.bookingId && !(await isBookingOfPet(db, spaceId, input.bookingId, pet))) {
    throw badRequest(RECORD_BOOKING_MESSAGE, 'RECORD_BOOKING_NOT_FOUND');
  }
  const authorName = await findUserName(db, actor.userId);
  const row = await db.transaction(async (tx) => {
    const inserted = await insertRecord(tx, {
      ...recordValues(input, occurredAt),
      spaceId,
      petId,
      bookingId: input.bookingId,
      authorId: actor.userId,
      authorName,
      now,
    });
    await insertAuditEvent(tx, {
      spaceId,
      actorUserId: actor.userId,
      action: 'RECORD_CREATED',
      subjectType: 'record',
      subjectId: inserted.id,
      petId,
      clientId: pet.clientId,
      ip: actor.ip,
      details: { kind: inserted.kind },
    });
    return inserted;
  });
  return presentRecord(row, [], [], timeZone);
}
