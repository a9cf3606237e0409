import type { AddAddendumInput, RecordEntry } from '@citavet/domain/records/record-entry.schema';
import type { AppDependencies } from '../../app-dependencies';
import { changeRecord } from './change-record';
import type { RequestActor } from './record-access';
import { insertAddendum } from './record-details.repository';

/** A correction under a signed entry: who, when and what; the entry itself stays as signed. */
export async function addAddendum(
  deps: AppDependencies,
  actor: RequestActor,
  spaceId: string,
  petId: string,
  recordId: string,
  input: AddAddendumInput,
): Promise<RecordEntry> {
  return changeRecord(
    deps,
    actor,
    { spaceId, petId, recordId },
    { operation: { type: 'addendum', actorId: actor.userId }, isActorNamed: true },
    async ({ tx, record, now, actorName, audit }) => {
      const addendum = await insertAddendum(tx, {
        spaceId,
        recordId: record.id,
        authorId: actor.userId,
        authorName: actorName,
        text: input.text,
        now,
      });
      await audit('RECORD_ADDENDUM_ADDED', { addendumId: addendum.id });
      return record;
    },
  );
}
