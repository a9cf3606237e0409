import { periodLengthInDays } from '@citavet/domain/reports/report-period';
import { ChartColumn, Download } from 'lucide-react';
import { Link } from 'react-router';
import { ClinicTimeZoneNote } from '@/components/clinic-time-zone-note';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { formatNumber } from '@/lib/formatters';
import type { ReportFilter } from '../api/reports-api';
import { formatLocalDate } from '../report-format';
import { KpiCards } from './kpi-cards';
import { MoneyCards } from './money-cards';
import { ReportCharts } from './report-charts';
import type { Reports } from './use-reports';
import { WaitlistRefillsCard } from './waitlist-refills-card';

/** The title, the period compared, the clinic's zone, how fresh the figures are, and the CSV export. */
export function ReportsHeader({
  isAdmin,
  filter,
  timeZone,
  reports,
}: {
  isAdmin: boolean;
  filter: ReportFilter;
  timeZone: string | undefined;
  reports: Reports;
}) {
  const { summary } = reports;
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Reportes</h1>
        <p className="mt-1 text-sm text-slate-600">
          {isAdmin ? 'Citas, ingresos y ocupación de la clínica.' : 'Tus citas, ingresos y ocupación.'} Del{' '}
          {formatLocalDate(filter.from)} al {formatLocalDate(filter.to)}, comparado con los{' '}
          {formatNumber(periodLengthInDays(filter))} días anteriores.
        </p>
        <ClinicTimeZoneNote timeZone={timeZone} />
        {summary.data ? (
          <p className="mt-1 text-xs text-slate-500" aria-live="polite">
            Actualizado hace {formatNumber(summary.data.freshness.lagSeconds)} s
          </p>
        ) : null}
      </div>
      <Button
        variant="outline"
        icon={<Download className="size-4" aria-hidden />}
        onClick={() => void reports.exportBookings()}
        isLoading={reports.isExporting}
      >
        Exportar citas (CSV)
      </Button>
    </div>
  );
}

/** The cards and charts once the summary has come; an empty period points to the agenda. */
export function ReportsBody({
  spaceId,
  reports,
  fileSuffix,
}: {
  spaceId: string;
  reports: Reports;
  fileSuffix: string;
}) {
  const { summary } = reports;
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
        occupancy={reports.occupancy.data}
        previousOccupancy={reports.previousOccupancy.data}
      />
      <MoneyCards report={reports.money.data} isError={reports.money.isError} />
      <WaitlistRefillsCard report={reports.waitlist.data} isError={reports.waitlist.isError} />
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
        <ReportCharts reports={reports} fileSuffix={fileSuffix} />
      )}
    </div>
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
