import type { Database, Transaction } from '@citavet/db/database';
import { isUuid } from '@citavet/domain/api/uuid';
import type { SpaceAction } from '@citavet/domain/members/space-permissions';
import { PET_NOT_FOUND_MESSAGE } from '@citavet/domain/pets/pet.schema';
import { todayIn } from '@citavet/domain/public/public-slot';
import type { RecordEntryBody } from '@citavet/domain/records/record-content.schema';
import {
  RECORD_DATE_IN_FUTURE_MESSAGE,
  RECORD_DRAFT_ADDENDUM_MESSAGE,
  RECORD_IN_FUTURE_MESSAGE,
  RECORD_KIND_CHANGE_MESSAGE,
  RECORD_NOT_AUTHOR_MESSAGE,
  RECORD_NOT_FOUND_MESSAGE,
  RECORD_SIGNED_MESSAGE,
} from '@citavet/domain/records/record-entry.schema';
import {
  type RecordOperation,
  recordDatesProblem,
  recordOperationRefusal,
} from '@citavet/domain/records/record-rules';
import { insertAuditEvent } from '../../audit/audit.repository';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error';
import { assertSpacePermission, requireSpaceMember } from '../../http/space-access';
import { findPetOfSpace, findRecord, findSpaceTimeZone, type RecordRow } from './records.repository';

type Executor = Database | Transaction;

/** Who asks, for the audit log: the signed-in user and the request's address. */
export type RequestActor = { userId: string; ip: string | null };

/**
 * Only ADMINs and MEMBERs of the space reach a pet's record (RECEPTION gets a 403: no clinical
 * content, decision 072); anyone else gets the space's 404, and a pet of another space is a 404
 * too (nothing says it exists). `action` says whether the call reads or writes the record.
 */
export async function requireRecordPet(
  db: Executor,
  spaceId: string,
  petId: string,
  userId: string,
  action: Extract<
    SpaceAction,
    'records.readContent' | 'records.write' | 'clients.manage'
  > = 'records.readContent',
) {
  // Both reads at once (one round trip of waiting, not two); the membership is still judged first,
  // so a non-member learns nothing about the pet.
  const [membership, pet] = await Promise.allSettled([
    requireSpaceMember(db, spaceId, userId),
    isUuid(petId) ? findPetOfSpace(db, spaceId, petId) : Promise.resolve(null),
  ]);
  if (membership.status === 'rejected') throw membership.reason;
  assertSpacePermission(membership.value, action);
  if (pet.status === 'rejected') throw pet.reason;
  if (!pet.value) throw notFound(PET_NOT_FOUND_MESSAGE, 'PET_NOT_FOUND');
  return pet.value;
}

export async function requireRecord(
  db: Executor,
  spaceId: string,
  petId: string,
  recordId: string,
  options: { forUpdate?: boolean } = {},
): Promise<RecordRow> {
  const record = isUuid(recordId) ? await findRecord(db, spaceId, petId, recordId, options) : null;
  if (!record) throw notFound(RECORD_NOT_FOUND_MESSAGE, 'RECORD_NOT_FOUND');
  return record;
}

/** The rules' refusal as the API's answer (409 for a signed entry, 403 for someone else's draft). */
export function assertRecordOperation(record: RecordRow, operation: RecordOperation) {
  const refusal = recordOperationRefusal(
    { status: record.status, authorId: record.authorId ?? '', kind: record.kind },
    operation,
  );
  if (refusal === 'SIGNED') throw conflict(RECORD_SIGNED_MESSAGE, 'RECORD_SIGNED');
  if (refusal === 'NOT_AUTHOR') throw new AppError(403, 'RECORD_NOT_AUTHOR', RECORD_NOT_AUTHOR_MESSAGE);
  if (refusal === 'KIND_CHANGE') throw badRequest(RECORD_KIND_CHANGE_MESSAGE, 'RECORD_KIND_CHANGE');
  if (refusal === 'DRAFT_ADDENDUM') throw conflict(RECORD_DRAFT_ADDENDUM_MESSAGE, 'RECORD_NOT_SIGNED');
}

/** The clinic's time zone and today, the frame every record date is read in. */
export function clinicCalendar(pet: { timeZone: string }, now: Date) {
  return { timeZone: pet.timeZone, today: todayIn(pet.timeZone, now.getTime()) };
}

export async function clinicCalendarOfSpace(db: Executor, spaceId: string, now: Date) {
  return clinicCalendar({ timeZone: await findSpaceTimeZone(db, spaceId) }, now);
}

export function assertRecordDates(body: RecordEntryBody, occurredAt: Date, now: Date, today: string) {
  const problem = recordDatesProblem(body, occurredAt, now, today);
  if (problem === 'GIVEN_IN_FUTURE') throw badRequest(RECORD_DATE_IN_FUTURE_MESSAGE, 'INVALID_RECORD_DATES');
  if (problem === 'OCCURRED_IN_FUTURE') throw badRequest(RECORD_IN_FUTURE_MESSAGE, 'INVALID_RECORD_DATES');
  if (problem === 'OCCURRED_TOO_EARLY') {
    throw badRequest('La fecha y hora de la entrada no es válida', 'INVALID_RECORD_DATES');
  }
}

/** A read of a pet's record goes in the audit log (who, when, from where, which view). */
export async function auditRecordView(
  db: Executor,
  actor: RequestActor,
  spaceId: string,
  pet: { id: string; clientId: string },
  details: { view: string; recordId?: string },
) {
  await insertAuditEvent(db, {
    spaceId,
    actorUserId: actor.userId,
    action: 'PET_RECORD_VIEWED',
    subjectType: details.recordId ? 'record' : 'pet',
    subjectId: details.recordId ?? pet.id,
    petId: pet.id,
    clientId: pet.clientId,
    ip: actor.ip,
    details: { view: details.view },
  });
}
