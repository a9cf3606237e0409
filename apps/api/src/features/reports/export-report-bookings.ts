import { bookingStatusLabel } from '@citavet/domain/bookings/booking-status';
import { csvSafeCell } from '@citavet/domain/clients/client-csv';
import type { ReportQuery } from '@citavet/domain/reports/report.schema';
import { BOOKING_SOURCE_LABELS, type BookingSource } from '@citavet/domain/reports/report-figures';
import { stringify } from 'csv-stringify';
import type { AppDependencies } from '../../app-dependencies';
import { insertAuditEvent } from '../../audit/audit.repository';
import { readBookingsForExport } from './report-export.repository';
import { bookingScopeOf, resolveReportScope } from './report-scope';

export const BOOKINGS_CSV_HEADERS = [
  'Fecha',
  'Inicio',
  'Fin',
  'Estado',
  'Servicio',
  'Profesional',
  'Cliente',
  'Precio',
  'Moneda',
  'Origen',
  'Creada',
];

/**
 * GET /spaces/{spaceId}/reports/bookings.csv: the period's appointments (the report's raw data),
 * clinic-local times, the price agreed on each booking, streamed a page at a time.
 */
export async function exportReportBookings(
  deps: AppDependencies,
  actor: { id: string; ip: string | null },
  spaceId: string,
  query: ReportQuery,
) {
  const scope = await resolveReportScope(deps, actor.id, spaceId, query);
  // The export carries every client's name and price of the period: it is in the audit log.
  await insertAuditEvent(deps.database.db, {
    spaceId,
    actorUserId: actor.id,
    action: 'REPORT_EXPORTED',
    subjectType: 'space',
    subjectId: spaceId,
    ip: actor.ip,
    details: { from: scope.period.from, to: scope.period.to, hostId: query.hostId ?? null },
    at: deps.clock.now(),
  });
  const csv = stringify({ bom: true, record_delimiter: '\r\n' });
  csv.write(BOOKINGS_CSV_HEADERS);
  const pages = readBookingsForExport(deps.database.db, bookingScopeOf(scope), scope.timeZone);
  void (async () => {
    try {
      for await (const page of pages) {
        for (const row of page) {
          const isWritable = csv.write([
            row.date,
            row.start,
            row.end,
            bookingStatusLabel(row.status),
            csvSafeCell(row.serviceName),
            csvSafeCell(row.hostName),
            csvSafeCell(row.clientName),
            row.price,
            row.currency,
            BOOKING_SOURCE_LABELS[row.source as BookingSource] ?? row.source,
            row.createdAt,
          ]);
          if (!isWritable) await new Promise((resolve) => csv.once('drain', resolve));
        }
      }
      csv.end();
    } catch (error) {
      csv.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return { csv, fileName: `citas-${scope.period.from}-${scope.period.to}.csv` };
}
