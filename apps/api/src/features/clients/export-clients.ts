import { CLIENT_CSV_FIELDS, CLIENT_CSV_HEADERS, csvSafeCell } from '@citavet/domain/clients/client-csv';
import { REMINDER_CSV_CELLS, reminderConsentState } from '@citavet/domain/communications/reminder-consent';
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
    'Recordatorios de citas',
    'Recordatorios de vacunas y controles',
    'Acepta comunicaciones',
  ]);
  for (const row of rows) {
    // The same reading as the client page and the outbox (reminder-consent.ts).
    const reminders = reminderConsentState({
      hasReminderConsent: row.reminderConsentAt !== null,
      unsubscribedAt: row.remindersUnsubscribedAt,
      isErased: row.erasedAt !== null,
    });
    csv.write([
      ...CLIENT_CSV_FIELDS.map((field) => csvSafeCell(row[field])),
      csvSafeCell(row.petNames),
      REMINDER_CSV_CELLS[reminders.appointment],
      REMINDER_CSV_CELLS[reminders.health],
      row.marketingConsentAt ? 'Sí' : 'No',
    ]);
  }
  csv.end();
  return csv;
}
