import type { BreakdownRow, ReportBreakdown, ReportQuery } from '@citavet/domain/reports/report.schema';
import {
  BOOKING_SOURCE_LABELS,
  BOOKING_SOURCES,
  LEAD_TIME_BANDS,
} from '@citavet/domain/reports/report-figures';
import type { AppDependencies } from '../../app-dependencies';
import { foldStatusCurrencyRows } from './report-money';
import { bookingScopeOf, resolveReportScope } from './report-scope';
import {
  countBreakdown,
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
  const rows = await countBreakdown(db, bookingScopeOf(scope));
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
