import type { WeightPoint } from '@citavet/domain/records/record-entry.schema';
import type { AppDependencies } from '../../app-dependencies';
import { auditRecordView, clinicCalendar, type RequestActor, requireRecordPet } from './record-access';
import { localDateTime } from './record-values';
import { listWeightRows } from './records-history.repository';

/** Every weighing of the pet, oldest first, dated on the clinic's calendar (the weight chart). */
export async function listWeights(
  deps: AppDependencies,
  actor: RequestActor,
  spaceId: string,
  petId: string,
): Promise<WeightPoint[]> {
  const { db } = deps.database;
  const pet = await requireRecordPet(db, spaceId, petId, actor.userId);
  const { timeZone } = clinicCalendar(pet, deps.clock.now());
  const rows = await listWeightRows(db, spaceId, petId);
  await auditRecordView(db, actor, spaceId, pet, { view: 'weights' });
  return rows.map((row) => ({
    recordId: row.id,
    date: localDateTime(row.occurredAt, timeZone).slice(0, 10),
    weightKg: Number(row.weightKg),
  }));
}
