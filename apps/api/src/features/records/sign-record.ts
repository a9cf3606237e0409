import { ALLERGY_CONFLICT_MESSAGE, findAllergyConflicts } from '@citavet/domain/records/drug-allergy';
import type { PrescriptionContent } from '@citavet/domain/records/record-content.schema';
import type { RecordEntry, SignRecordInput } from '@citavet/domain/records/record-entry.schema';
import type { AppDependencies } from '../../app-dependencies';
import { conflict } from '../../http/app-error';
import { changeRecord } from './change-record';
import { queueDueReminders } from './queue-due-reminders';
import type { RequestActor } from './record-access';
import { markSigned } from './records.repository';

/**
 * 'Firmar': the author signs the draft; from now on it never changes. A prescription whose drugs
 * conflict with the pet's alerts is refused (409 with the conflicts) unless the signer confirms
 * it; the confirmed conflicts are signed with the entry and noted in the audit log.
 */
export async function signRecord(
  deps: AppDependencies,
  actor: RequestActor,
  spaceId: string,
  petId: string,
  recordId: string,
  input: SignRecordInput = {},
): Promise<RecordEntry> {
  return changeRecord(
    deps,
    actor,
    { spaceId, petId, recordId },
    { operation: { type: 'sign', actorId: actor.userId }, isActorNamed: true },
    async ({ tx, record, pet, now, actorName: signerName, audit }) => {
      const conflicts =
        record.kind === 'PRESCRIPTION'
          ? findAllergyConflicts((record.content as PrescriptionContent).items ?? [], pet.alerts)
          : [];
      if (conflicts.length > 0 && input.confirmAllergyOverride !== true) {
        throw conflict(ALLERGY_CONFLICT_MESSAGE, 'ALLERGY_CONFLICT', { conflicts });
      }
      const allergyOverride = conflicts.length > 0 ? { conflicts, confirmedByName: signerName } : null;
      const signed = await markSigned(
        tx,
        record.id,
        { id: actor.userId, name: signerName },
        now,
        allergyOverride,
      );
      // The classes overridden, never the drugs' names: the audit log holds no clinical text.
      await audit(
        'RECORD_SIGNED',
        allergyOverride
          ? {
              kind: record.kind,
              allergyOverride: [...new Set(conflicts.map((item) => item.drugClass ?? 'medicamento'))].join(
                ', ',
              ),
            }
          : { kind: record.kind },
      );
      // Its next dose or próximo control becomes the client's reminders, with the signature.
      await queueDueReminders(tx, deps, {
        spaceId,
        petId,
        entry: { id: signed.id, kind: signed.kind, content: signed.content },
        now,
      });
      return signed;
    },
  );
}
