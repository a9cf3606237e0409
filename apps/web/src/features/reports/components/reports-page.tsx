import { BOOKING_SOURCES } from '@citavet/domain/reports/report-figures';
import { periodLengthInDays, previousPeriod } from '@citavet/domain/reports/report-period';
import { addDays, instantToZonedParts } from '@citavet/domain/time/zoned-time';
import { ChartColumn, Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useHostOptions } from '@/api/get-host-options';
import { ClinicTimeZoneNote } from '@/components/clinic-time-zone-note';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { formatNumber } from '@/lib/formatters';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSpaceAccess } from '@/stores/use-space-access';
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
import { formatLocalDate, formatRate } from '../report-format';
import { BreakdownChart, DistributionChart, OccupancyChart } from './breakdown-charts';
import { DemandHeatmap } from './demand-heatmap';
import { KpiCards } from './kpi-cards';
import { MoneyCards } from './money-cards';
import { type PeriodChoice, PeriodPicker } from './period-picker';
import { AppointmentsOverTime, IncomeOverTime } from './time-charts';
import { WaitlistRefillsCard } from './waitlist-refills-card';

/**
 * /dashboard/{spaceId}/reportes: the clinic's week at a glance. An ADMIN sees everyone
 * and may pick one professional; a MEMBER sees only their own figures (the API enforces it).
 */
export function ReportsPage() {
  useDocumentTitle('Reportes');
  const { spaceId = '' } = useParams();
  const { user, currentSpace, isAdmin } = useSpaceAccess();
  const timeZone = currentSpace?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = useMemo(() => instantToZonedParts(Date.now(), timeZone).date, [timeZone]);
  const [choice, setChoice] = useState<PeriodChoice>(() => ({
    preset: 'last-30-days',
    period: { from: addDays(today, -29), to: today },
  }));
  const [hostId, setHostId] = useState('');
  const hosts = useHostOptions(spaceId, { isEnabled: isAdmin });
  const filter: ReportFilter = { ...choice.period, ...(hostId ? { hostId } : {}) };
  const previousFilter: ReportFilter = { ...previousPeriod(choice.period), ...(hostId ? { hostId } : {}) };

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
  const fileSuffix = `${filter.from}-${filter.to}`;

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

  const renderBody = () => {
    if (summary.isPending) return <ReportsSkeleton />;
    if (summary.isError) {
      return (
        <Card>
          <ErrorState
            title="No se pudieron cargar los reportes"
            message={getErrorMessage(summary.error, 'Error al cargar los reportes')}
            onRetry={() => void summary.refetch()}
            isRetrying={summary.isFetching}
          />
        </Card>
      );
    }
    const isEmpty = summary.data.current.total === 0 && summary.data.previous.total === 0;
    return (
      <div className="space-y-6" aria-busy={summary.isFetching}>
        <KpiCards
          summary={summary.data}
          occupancy={occupancy.data}
          previousOccupancy={previousOccupancy.data}
        />
        <MoneyCards report={money.data} isError={money.isError} />
        <WaitlistRefillsCard report={waitlist.data} isError={waitlist.isError} />
        {isEmpty ? (
          <Card>
            <EmptyState
              icon={ChartColumn}
              title="Todavía no hay citas en este período"
              description="Las cifras aparecen en cuanto la agenda tiene citas. Prueba un período más largo o crea citas desde la agenda."
              action={
                <Link to={paths.space.agenda(spaceId)} className={buttonStyles({ variant: 'primary' })}>
                  Ir a la agenda
                </Link>
              }
            />
          </Card>
        ) : (
          renderCharts()
        )}
      </div>
    );
  };

  const renderCharts = () => (
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
      {breakdown.data ? (
        <>
          <BreakdownChart
            title="Citas por servicio"
            rows={breakdown.data.byService}
            colour="#0f766e"
            fileName={`citas-por-servicio-${fileSuffix}.csv`}
          />
          <BreakdownChart
            title="Citas por profesional"
            rows={breakdown.data.byHost}
            colour="#2563eb"
            fileName={`citas-por-profesional-${fileSuffix}.csv`}
          />
          <DistributionChart
            title="Antelación de la reserva"
            rows={breakdown.data.leadTime}
            colour="#d97706"
            fileName={`antelacion-${fileSuffix}.csv`}
            describe={(top, total) =>
              `La mayoría de las citas (${formatRate(top.count / total)}) se reservan con ${top.label.toLowerCase()} de antelación.`
            }
          />
          <DistributionChart
            title="Origen de las citas"
            rows={BOOKING_SOURCES.map(
              (source) =>
                breakdown.data.bySource.find((row) => row.source === source) ?? { label: source, count: 0 },
            )}
            colour="#f97362"
            fileName={`origen-${fileSuffix}.csv`}
            describe={(top, total) =>
              `${top.label}: ${formatNumber(top.count)} de ${formatNumber(total)} citas (${formatRate(top.count / total)}).`
            }
          />
        </>
      ) : (
        <SectionState query={breakdown} label="el desglose" />
      )}
      {heatmap.data ? (
        <div className="min-w-0 lg:col-span-2">
          <DemandHeatmap heatmap={heatmap.data} fileName={`demanda-${fileSuffix}.csv`} />
        </div>
      ) : (
        <SectionState query={heatmap} label="la demanda" />
      )}
    </div>
  );

  return (
    <div className="space-y-6 pb-20 xs:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Reportes</h1>
          <p className="mt-1 text-sm text-slate-600">
            {isAdmin ? 'Citas, ingresos y ocupación de la clínica.' : 'Tus citas, ingresos y ocupación.'} Del{' '}
            {formatLocalDate(filter.from)} al {formatLocalDate(filter.to)}, comparado con los{' '}
            {formatNumber(periodLengthInDays(filter))} días anteriores.
          </p>
          <ClinicTimeZoneNote timeZone={currentSpace?.timeZone} />
          {summary.data ? (
            <p className="mt-1 text-xs text-slate-500" aria-live="polite">
              Actualizado hace {formatNumber(summary.data.freshness.lagSeconds)} s
            </p>
          ) : null}
        </div>
        <Button
          variant="outline"
          icon={<Download className="size-4" aria-hidden />}
          onClick={() => void exportBookings()}
          isLoading={isExporting}
        >
          Exportar citas (CSV)
        </Button>
      </div>
      <Card className="flex flex-wrap items-end gap-3 p-4">
        <PeriodPicker today={today} value={choice} onChange={setChoice} />
        {isAdmin ? (
          <Select
            label="Profesional"
            value={hostId}
            onChange={(event) => setHostId(event.target.value)}
            options={[
              { value: '', label: 'Todos' },
              ...(hosts.data ?? []).map((host) => ({ value: host.id, label: host.name })),
            ]}
            className="w-56"
          />
        ) : (
          <p className="text-sm text-slate-600">Ves solo tus propias cifras{user ? `, ${user.name}` : ''}.</p>
        )}
      </Card>
      {renderBody()}
    </div>
  );
}

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

function ReportsSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      <span className="sr-only">Cargando reportes…</span>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {Array.from({ length: 10 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={index} className="h-24 w-full" />
        ))}
      </div>
      <Skeleton className="h-72 w-full" />
    </div>
  );
}
