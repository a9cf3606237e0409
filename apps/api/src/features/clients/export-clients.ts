import { CLIENT_CSV_FIELDS, CLIENT_CSV_HEADERS, csvSafeCell } from '@citavet/domain/clients/client-csv';
import { stringify } from 'csv-stringify';
import type { AppDependencies } from '../../app-dependencies';
import { requireSpaceMember } from '../../http/space-access';
import { listClientsForExport } from './clients.repository';

/** The active clients as CSV (UTF-8 with BOM so spreadsheets read the accents), header first. */
export async function exportClients(deps: AppDependencies, userId: string, spaceId: string) {
  const { db } = deps.database;
  await requireSpaceMember(db, spaceId, userId);
  const rows = await listClientsForExport(db, spaceId);
  const csv = stringify({ bom: true, record_delimiter: '\r\n' });
  csv.write([
    ...CLIENT_CSV_FIELDS.map((field) => CLIENT_CSV_HEADERS[field]),
    'Mascotas',
    'Acepta recordatorios',
    'Acepta comunicaciones',
  ]);
  for (const row of rows) {
    csv.write([
      ...CLIENT_CSV_FIELDS.map((field) => csvSafeCell(row[field])),
      csvSafeCell(row.petNames),
      row.reminderConsentAt ? 'Sí' : 'No',
      row.marketingConsentAt ? 'Sí' : 'No',
    ]);
  }
  csv.end();
  return csv;
}
