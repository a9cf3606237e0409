import { RECORD_OVERVIEW_LIMIT, type RecordOverviewEntry } from '@citavet/domain/records/record-entry.schema';
import type { AppDependencies } from '../../app-dependencies';
import { clinicCalendar, type RequestActor, requireRecordPet } from './record-access';
import { localDateTime } from './record-values';
import { listRecordOverviewRows } from './records-history.repository';

/**
 * 'Historia clínica' for whoever manages the pet without reading clinical content (the front
 * desk): each entry's kind, date and state. Nothing of what it says is read, so it is not a view
 * of the record and writes no audit row.
 */
export async function listRecordOverview(
  deps: AppDependencies,
  actor: RequestActor,
  spaceId: string,
  petId: string,
): Promise<{ entries: RecordOverviewEntry[] }> {
  const { db } = deps.database;
  const pet = await requireRecordPet(db, spaceId, petId, actor.userId, 'clients.manage');
  const { timeZone } = clinicCalendar(pet, deps.clock.now());
  const rows = await listRecordOverviewRows(db, spaceId, petId, RECORD_OVERVIEW_LIMIT);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      status: row.status,
      localDate: localDateTime(row.occurredAt, timeZone).slice(0, 10),
    })),
  };
}
