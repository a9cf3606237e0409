import type { UpdateRecordInput } from '@citavet/domain/records/record-content.schema';
import type { RecordEntry } from '@citavet/domain/records/record-entry.schema';
import type { AppDependencies } from '../../app-dependencies';
import { changeRecord } from './change-record';
import { assertRecordDates, type RequestActor } from './record-access';
import { recordValues } from './record-values';
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
  return changeRecord(
    deps,
    actor,
    { spaceId, petId, recordId },
    { operation: { type: 'update', actorId: actor.userId, kind: input.kind } },
    async ({ tx, record, now, today, audit }) => {
      const occurredAt = input.occurredAt ? new Date(input.occurredAt) : record.occurredAt;
      assertRecordDates(input, occurredAt, now, today);
      const updated = await updateDraft(tx, record.id, recordValues(input, occurredAt), now);
      await audit('RECORD_UPDATED', { kind: record.kind });
      return updated;
    },
  );
}
