import { CLIENT_CSV_FIELDS, CLIENT_CSV_HEADERS, csvSafeCell } from '@citavet/domain/clients/client-csv';
import { REMINDER_CSV_CELLS, reminderConsentState } from '@citavet/domain/communications/reminder-consent';
import { stringify } from 'csv-stringify';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { requireSpaceAdmin } from '../../http/space-access';
import { listClientsForExport } from './clients.repository';

export const CLIENTS_EXPORT_ADMIN_ONLY_MESSAGE =
  'Solo los administradores pueden exportar la lista de clientes';

/**
 * The active clients as CSV (UTF-8 with BOM so spreadsheets read the accents), header first. The
 * whole client list is the clinic's most valuable personal data: ADMINs only, and each export is in
 * the audit log with how many clients it held.
 */
export async function exportClients(
  deps: AppDependencies,
  actor: { id: string; ip: string | null },
  spaceId: string,
) {
  const { db } = deps.database;
  await requireSpaceAdmin(db, spaceId, actor.id, CLIENTS_EXPORT_ADMIN_ONLY_MESSAGE);
  const rows = await listClientsForExport(db, spaceId);
  await insertAuditEvent(db, {
    spaceId,
    actorUserId: actor.id,
    action: 'CLIENTS_EXPORTED',
    subjectType: 'space',
    subjectId: spaceId,
    ip: actor.ip,
    details: { clients: rows.length },
    at: deps.clock.now(),
  });
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
