import { BOOKING_SOURCES } from '@citavet/domain/reports/report-figures';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { getErrorMessage } from '@/lib/api-error';
import { formatNumber } from '@/lib/formatters';
import { formatRate } from '../report-format';
import { BreakdownChart, DistributionChart, OccupancyChart } from './breakdown-charts';
import { DemandHeatmap } from './demand-heatmap';
import { AppointmentsOverTime, IncomeOverTime } from './time-charts';
import type { Reports } from './use-reports';

/** The charts below the cards, each with its own loading or error state; files named by the period. */
export function ReportCharts({ reports, fileSuffix }: { reports: Reports; fileSuffix: string }) {
  const { series, occupancy, heatmap } = reports;
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      {series.data ? (
        <>
          <div className="min-w-0 lg:col-span-2">
            <AppointmentsOverTime series={series.data} fileSuffix={fileSuffix} />
          </div>
          <IncomeOverTime series={series.data} fileSuffix={fileSuffix} />
        </>
      ) : (
        <SectionState query={series} label="la evolución" />
      )}
      {occupancy.data ? (
        <OccupancyChart occupancy={occupancy.data} fileName={`ocupacion-${fileSuffix}.csv`} />
      ) : (
        <SectionState query={occupancy} label="la ocupación" />
      )}
      <BreakdownCharts breakdown={reports.breakdown} fileSuffix={fileSuffix} />
      {heatmap.data ? (
        <div className="min-w-0 lg:col-span-2">
          <DemandHeatmap heatmap={heatmap.data} fileName={`demanda-${fileSuffix}.csv`} />
        </div>
      ) : (
        <SectionState query={heatmap} label="la demanda" />
      )}
    </div>
  );
}

/** Appointments by service and by professional, how far ahead they are booked, and where from. */
function BreakdownCharts({ breakdown, fileSuffix }: { breakdown: Reports['breakdown']; fileSuffix: string }) {
  if (!breakdown.data) return <SectionState query={breakdown} label="el desglose" />;
  const { byService, byHost, leadTime, bySource } = breakdown.data;
  return (
    <>
      <BreakdownChart
        title="Citas por servicio"
        rows={byService}
        colour="#0f766e"
        fileName={`citas-por-servicio-${fileSuffix}.csv`}
      />
      <BreakdownChart
        title="Citas por profesional"
        rows={byHost}
        colour="#2563eb"
        fileName={`citas-por-profesional-${fileSuffix}.csv`}
      />
      <DistributionChart
        title="Antelación de la reserva"
        rows={leadTime}
        colour="#d97706"
        fileName={`antelacion-${fileSuffix}.csv`}
        describe={(top, total) =>
          `La mayoría de las citas (${formatRate(top.count / total)}) se reservan con ${top.label.toLowerCase()} de antelación.`
        }
      />
      <DistributionChart
        title="Origen de las citas"
        rows={BOOKING_SOURCES.map(
          (source) => bySource.find((row) => row.source === source) ?? { label: source, count: 0 },
        )}
        colour="#f97362"
        fileName={`origen-${fileSuffix}.csv`}
        describe={(top, total) =>
          `${top.label}: ${formatNumber(top.count)} de ${formatNumber(total)} citas (${formatRate(top.count / total)}).`
        }
      />
    </>
  );
}

/** A chart that has not come yet: its error with a retry, or a placeholder while it loads. */
function SectionState({
  query,
  label,
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown; isFetching: boolean };
  label: string;
}) {
  if (query.isError) {
    return (
      <Card>
        <ErrorState
          title={`No se pudo cargar ${label}`}
          message={getErrorMessage(query.error, 'Error al cargar el reporte')}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      </Card>
    );
  }
  return (
    <Card className="space-y-3 p-6" aria-busy="true">
      <span className="sr-only">Cargando {label}…</span>
      <Skeleton className="h-5 w-48" />
      <Skeleton className="h-48 w-full" />
    </Card>
  );
}
