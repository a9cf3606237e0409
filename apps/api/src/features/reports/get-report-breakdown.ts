import type { BreakdownRow, ReportBreakdown, ReportQuery } from '@citavet/domain/reports/report.schema';
import {
  BOOKING_SOURCE_LABELS,
  BOOKING_SOURCES,
  type BookingSource,
  LEAD_TIME_BANDS,
} from '@citavet/domain/reports/report-figures';
import type { AppDependencies } from '../../app-dependencies';
import { foldStatusCurrencyRows } from './report-money';
import {
  countDaysByHost,
  countDaysByService,
  countDaysByTally,
  type DayScope,
} from './report-rollups.repository';
import { bookingScopeOf, dayScopeOf, resolveReportScope } from './report-scope';
import {
  type BookingScope,
  type BreakdownRow as CountedRow,
  countBreakdown,
  countByService,
  listServiceNames,
  listUserNames,
  type StatusCurrencyRow,
} from './reports.repository';

export const DELETED_SERVICE_NAME = 'Servicio eliminado';

/**
 * GET /spaces/{spaceId}/reports/breakdown: appointments and income by service and by professional
 * (busiest first), by source (public page or staff) and by lead time.
 */
export async function getReportBreakdown(
  deps: AppDependencies,
  userId: string,
  spaceId: string,
  query: ReportQuery,
): Promise<ReportBreakdown> {
  const scope = await resolveReportScope(deps, userId, spaceId, query);
  const { db } = deps.database;
  // By host, source and lead time are rolled up per host; a service's scope reads its bookings.
  const days = dayScopeOf(scope);
  const rows =
    days && days.serviceId === undefined
      ? await readRolledBreakdown(deps, days, bookingScopeOf(scope))
      : await countBreakdown(db, bookingScopeOf(scope));
  const byService = new Map<string | null, StatusCurrencyRow[]>();
  const byHost = new Map<string, StatusCurrencyRow[]>();
  const sources = new Map<string, number>();
  const bands = new Map<string, number>();
  for (const row of rows) {
    if (row.kind === 'service') byService.set(row.key, [...(byService.get(row.key) ?? []), row]);
    else if (row.kind === 'host') byHost.set(row.key, [...(byHost.get(row.key) ?? []), row]);
    else if (row.kind === 'source') sources.set(row.key, row.count);
    else bands.set(row.key, row.count);
  }
  const serviceNames = new Map((await listServiceNames(db, spaceId)).map((row) => [row.id, row.name]));
  const hostNames = new Map((await listUserNames(db, [...byHost.keys()])).map((row) => [row.id, row.name]));
  return {
    timeZone: scope.timeZone,
    byService: rowsOf(byService, (id) =>
      id === null ? DELETED_SERVICE_NAME : (serviceNames.get(id) ?? DELETED_SERVICE_NAME),
    ),
    byHost: rowsOf(byHost, (id) => hostNames.get(id ?? '') ?? ''),
    bySource: BOOKING_SOURCES.map((source) => ({
      source,
      label: BOOKING_SOURCE_LABELS[source],
      count: sources.get(source) ?? 0,
    })),
    leadTime: LEAD_TIME_BANDS.map((band, index) => ({
      band: band.key,
      label: band.label,
      count: bands.get(String(index)) ?? 0,
    })),
  };
}

async function readRolledBreakdown(
  deps: AppDependencies,
  days: DayScope,
  bookings: BookingScope,
): Promise<CountedRow[]> {
  const { db } = deps.database;
  // The service roll-up has no host: a host's by-service rows come from their bookings.
  const [services, hosts, sources, bands] = await Promise.all([
    days.hostId === undefined ? countDaysByService(db, days) : countByService(db, bookings),
    countDaysByHost(db, days),
    countDaysByTally(db, days, 'source'),
    countDaysByTally(db, days, 'lead'),
  ]);
  return [
    ...services.map((row): CountedRow => ({ ...row, kind: 'service' })),
    ...hosts.map((row): CountedRow => ({ ...row, kind: 'host' })),
    ...sources.map(
      (row): CountedRow => ({ kind: 'source', key: row.key as BookingSource, count: row.count }),
    ),
    ...bands.map((row): CountedRow => ({ kind: 'lead', key: row.key, count: row.count })),
  ];
}

function rowsOf<Key extends string | null>(
  groups: Map<Key, StatusCurrencyRow[]>,
  nameOf: (id: Key) => string,
): BreakdownRow[] {
  return [...groups.entries()]
    .map(([id, rows]) => {
      const { counts, total, income } = foldStatusCurrencyRows(rows);
      return {
        id,
        name: nameOf(id),
        total,
        counts,
        income: income.map(({ currency, amount }) => ({ currency, amount })),
      };
    })
    .sort((first, second) => second.total - first.total || first.name.localeCompare(second.name, 'es'));
}
