import { isUuid } from '@citavet/domain/api/uuid';
import { CLIENT_NOT_FOUND_MESSAGE } from '@citavet/domain/clients/client.schema';
import { csvSafeCell } from '@citavet/domain/clients/client-csv';
import { type ClientDataExport, clientDataExportRows } from '@citavet/domain/clients/client-privacy.schema';
import { stringify } from 'csv-stringify/sync';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { notFound } from '../../http/app-error';
import { requireSpacePermission } from '../../http/space-access';
import { selectClientData } from './client-privacy.repository';

export type ExportFormat = 'json' | 'csv';

/**
 * Right of access and portability: everything kept about one client (client, pets, bookings, the pets’ medical records), for
 * any member of the space (reception answers these requests). The read and its CLIENT_EXPORTED
 * event share one transaction, so no export leaves without its trace.
 */
export async function exportClientData(
  deps: AppDependencies,
  actor: { userId: string; ip: string | null },
  spaceId: string,
  clientId: string,
  format: ExportFormat,
): Promise<ClientDataExport> {
  const { db } = deps.database;
  // The export carries the pets' medical records: not for RECEPTION (decision 072).
  const role = await requireSpacePermission(db, spaceId, actor.userId, 'clients.export');
  const now = deps.clock.now();
  return db.transaction(async (tx) => {
    // A MEMBER sees the prices of their own appointments only (booking-price-visibility.ts).
    const viewer = { role, userId: actor.userId };
    const data = isUuid(clientId) ? await selectClientData(tx, spaceId, clientId, now, viewer) : null;
    if (!data) throw notFound(CLIENT_NOT_FOUND_MESSAGE, 'CLIENT_NOT_FOUND');
    await insertAuditEvent(tx, {
      spaceId,
      actorUserId: actor.userId,
      action: 'CLIENT_EXPORTED',
      subjectType: 'client',
      subjectId: clientId,
      clientId,
      ip: actor.ip,
      details: {
        format,
        pets: data.pets.length,
        bookings: data.bookings.length,
        records: data.records.length,
      },
      at: now,
    });
    return data;
  });
}

/** The export as CSV: UTF-8 with BOM (spreadsheets read the accents), CRLF, formula-safe cells. */
export function clientDataCsv(data: ClientDataExport): string {
  const rows = clientDataExportRows(data).map((row) => row.map((cell) => csvSafeCell(cell)));
  return stringify(rows, { bom: true, record_delimiter: '\r\n' });
}
