import { previousPeriod } from '@citavet/domain/reports/report-period';
import { useState } from 'react';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import {
  downloadBookingsCsv,
  type ReportFilter,
  useMoneyReport,
  useRefreshOnFeedPosition,
  useReportBreakdown,
  useReportHeatmap,
  useReportOccupancy,
  useReportSummary,
  useReportTimeseries,
  useWaitlistReport,
} from '../api/reports-api';

/**
 * Every figure of the reports page for one filter, all asked at once (the charts do not wait for
 * the summary), with the previous period's occupancy to compare, and the bookings' CSV export. A
 * newer change-feed position than the summary's refreshes them.
 */
export function useReports(spaceId: string, filter: ReportFilter) {
  const previousFilter: ReportFilter = {
    ...previousPeriod(filter),
    ...(filter.hostId ? { hostId: filter.hostId } : {}),
  };
  const summary = useReportSummary(spaceId, filter);
  useRefreshOnFeedPosition(summary.data?.freshness.position);
  const money = useMoneyReport(spaceId, filter);
  const waitlist = useWaitlistReport(spaceId, filter);
  const series = useReportTimeseries(spaceId, filter);
  const breakdown = useReportBreakdown(spaceId, filter);
  const heatmap = useReportHeatmap(spaceId, filter);
  const occupancy = useReportOccupancy(spaceId, filter);
  const previousOccupancy = useReportOccupancy(spaceId, previousFilter);
  const [isExporting, setIsExporting] = useState(false);

  const exportBookings = async () => {
    setIsExporting(true);
    try {
      await downloadBookingsCsv(spaceId, filter);
    } catch (error) {
      notify.error(getErrorMessage(error, 'No se pudo exportar las citas'));
    } finally {
      setIsExporting(false);
    }
  };

  return {
    summary,
    money,
    waitlist,
    series,
    breakdown,
    heatmap,
    occupancy,
    previousOccupancy,
    isExporting,
    exportBookings,
  };
}

export type Reports = ReturnType<typeof useReports>;
