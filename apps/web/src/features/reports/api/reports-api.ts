import { MoneyReportSchema } from '@citavet/domain/reports/money-report';
import {
  ReportBreakdownSchema,
  ReportHeatmapSchema,
  ReportOccupancySchema,
  ReportSummarySchema,
  ReportTimeseriesSchema,
} from '@citavet/domain/reports/report.schema';
import type { Granularity, ReportPeriod } from '@citavet/domain/reports/report-period';
import { WaitlistRefillsSchema } from '@citavet/domain/waitlist/waitlist-staff.schema';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
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
  options: {
    refetchInterval?: (query: { state: { data: z.infer<TSchema> | undefined } }) => number | false;
  } = {},
) {
  return useQuery({
    ...options,
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
  useReport('summary', ReportSummarySchema, spaceId, filter, {
    // Figures follow the bookings a moment behind: while some are pending, ask again shortly.
    refetchInterval: (query) => ((query.state.data?.freshness.pending ?? 0) > 0 ? 2000 : false),
  });

/**
 * The page's other figures were read with the summary: when the summary's feed position moves (the
 * changes it lacked are in), they are read again too.
 */
export function useRefreshOnFeedPosition(position: number | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef(position);
  useEffect(() => {
    if (position === undefined) return;
    if (seen.current !== undefined && position !== seen.current) {
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'reports' && query.queryKey[1] !== 'summary',
      });
    }
    seen.current = position;
  }, [position, queryClient]);
}
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
export const useWaitlistReport = (spaceId: string, filter: ReportFilter) =>
  useReport('waitlist', WaitlistRefillsSchema, spaceId, filter);

/** GET …/reports/bookings.csv: the period's appointments as a file. */
export function downloadBookingsCsv(spaceId: string, filter: ReportFilter): Promise<void> {
  return downloadFile(
    `${base(spaceId)}/bookings.csv?${searchOf(filter)}`,
    `citas-${filter.from}-${filter.to}.csv`,
  );
}
