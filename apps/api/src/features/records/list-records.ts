import type { RecordEntry, RecordListQuery } from '@citavet/domain/records/record-entry.schema';
import type { AppDependencies } from '../../app-dependencies';
import { auditRecordView, clinicCalendar, type RequestActor, requireRecordPet } from './record-access';
import { presentRecord } from './record-values';
import { listRecordPage } from './records-history.repository';

/** The cursor is the last entry's (occurred_at in ms, id): stable while entries are added. */
const encodeCursor = (record: { occurredAt: Date; id: string }) =>
  `${record.occurredAt.getTime()}_${record.id}`;
function decodeCursor(cursor: string | undefined) {
  if (!cursor) return null;
  const [milliseconds, id] = cursor.split('_') as [string, string];
  return { occurredAt: new Date(Number(milliseconds)), id };
}

/** A page of the pet's history, newest first (filter by kind, search text); opening it is audited. */
export async function listRecords(
  deps: AppDependencies,
  actor: RequestActor,
  spaceId: string,
  petId: string,
  query: RecordListQuery,
): Promise<{ records: RecordEntry[]; nextCursor: string | null }> {
  const { db } = deps.database;
  const pet = await requireRecordPet(db, spaceId, petId, actor.userId);
  const { timeZone } = clinicCalendar(pet, deps.clock.now());
  // Opening the history is a view (reading further pages of it is the same view): its audit row is
  // written while the page is read, not after it.
  const [{ rows, addenda, attachments }] = await Promise.all([
    listRecordPage(db, spaceId, petId, {
      kind: query.kind,
      search: query.search,
      after: decodeCursor(query.cursor),
      limit: query.limit + 1,
    }),
    query.cursor ? null : auditRecordView(db, actor, spaceId, pet, { view: 'history' }),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    records: page.map((row) => presentRecord(row, addenda, attachments, timeZone)),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}
