import { MoneyReportSchema } from '@citavet/domain/reports/money-report';
import {
  ReportBreakdownSchema,
  ReportHeatmapSchema,
  ReportOccupancySchema,
  ReportSummarySchema,
  ReportTimeseriesSchema,
} from '@citavet/domain/reports/report.schema';
import type { Granularity, ReportPeriod } from '@citavet/domain/reports/report-period';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { downloadFile } from '@/api/download-file';
import { apiClient } from '@/lib/api-client';

// One fetcher per report call; each keyed by space, period and filter so changing the period keeps
// the previous answer on screen until the new one arrives.

export type ReportFilter = ReportPeriod & { hostId?: string; granularity?: Granularity };

const base = (spaceId: string) => `/spaces/${encodeURIComponent(spaceId)}/reports`;

function searchOf(filter: ReportFilter): string {
  const query = new URLSearchParams({ from: filter.from, to: filter.to });
  if (filter.hostId) query.set('hostId', filter.hostId);
  if (filter.granularity) query.set('granularity', filter.granularity);
  return query.toString();
}

function useReport<TSchema extends z.ZodType>(
  kind: string,
  schema: TSchema,
  spaceId: string,
  filter: ReportFilter,
) {
  return useQuery({
    queryKey: ['reports', kind, spaceId, filter],
    queryFn: async ({ signal }) => {
      const { data } = await apiClient.get(`${base(spaceId)}/${kind}?${searchOf(filter)}`, {
        schema,
        signal,
      });
      return data as z.infer<TSchema>;
    },
    placeholderData: keepPreviousData,
    enabled: spaceId !== '',
  });
}

export const useReportSummary = (spaceId: string, filter: ReportFilter) =>
  useReport('summary', ReportSummarySchema, spaceId, filter);
export const useMoneyReport = (spaceId: string, filter: ReportFilter) =>
  useReport('money', MoneyReportSchema, spaceId, filter);
export const useReportTimeseries = (spaceId: string, filter: ReportFilter) =>
  useReport('timeseries', ReportTimeseriesSchema, spaceId, filter);
export const useReportBreakdown = (spaceId: string, filter: ReportFilter) =>
  useReport('breakdown', ReportBreakdownSchema, spaceId, filter);
export const useReportHeatmap = (spaceId: string, filter: ReportFilter) =>
  useReport('heatmap', ReportHeatmapSchema, spaceId, filter);
export const useReportOccupancy = (spaceId: string, filter: ReportFilter) =>
  useReport('occupancy', ReportOccupancySchema, spaceId, filter);

/** GET …/reports/bookings.csv: the period's appointments as a file. */
export function downloadBookingsCsv(spaceId: string, filter: ReportFilter): Promise<void> {
  return downloadFile(
    `${base(spaceId)}/bookings.csv?${searchOf(filter)}`,
    `citas-${filter.from}-${filter.to}.csv`,
  );
}
