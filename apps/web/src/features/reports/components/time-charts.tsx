import { BOOKING_STATUSES } from '@citavet/domain/bookings/booking-status';
import type { ReportTimeseries } from '@citavet/domain/reports/report.schema';
import { useMemo } from 'react';
import { formatNumber } from '@/lib/formatters';
import { bucketLabel, formatMoney, SERIES_COLOURS, statusColour, statusLabel } from '../report-format';
import { ChartCard } from './chart-card';
import { type ChartSeries, UplotChart } from './uplot-chart';

const countOf = (counts: Record<string, number>, status: string) => counts[status] ?? 0;
const formatCount = (value: number) => formatNumber(Math.round(value));

/** Appointments per bucket, one line per status. */
export function AppointmentsOverTime({
  series,
  fileSuffix,
}: {
  series: ReportTimeseries;
  fileSuffix: string;
}) {
  const view = useMemo(() => {
    const labels = series.buckets.map((bucket) => bucketLabel(bucket.start, series.granularity));
    const lines: ChartSeries[] = BOOKING_STATUSES.map((status) => ({
      label: statusLabel(status),
      color: statusColour(status),
      values: series.buckets.map((bucket) => countOf(bucket.counts, status)),
    }));
    const totals = series.buckets.map((bucket) =>
      BOOKING_STATUSES.reduce((sum, status) => sum + countOf(bucket.counts, status), 0),
    );
    const busiest = totals.indexOf(Math.max(...totals, 0));
    const total = totals.reduce((sum, value) => sum + value, 0);
    return {
      labels,
      lines,
      total,
      summary:
        total === 0
          ? 'No hubo citas en este período.'
          : `${formatNumber(total)} citas en ${labels.length} ${unitName(series.granularity, labels.length)}; el máximo, ${formatNumber(totals[busiest] ?? 0)}, en ${labels[busiest]}.`,
      table: {
        columns: ['Período', ...BOOKING_STATUSES.map(statusLabel), 'Total'],
        rows: series.buckets.map((bucket, index) => [
          labels[index] ?? bucket.start,
          ...BOOKING_STATUSES.map((status) => countOf(bucket.counts, status)),
          totals[index] ?? 0,
        ]),
      },
    };
  }, [series]);
  return (
    <ChartCard
      title="Citas a lo largo del tiempo"
      summary={view.summary}
      table={view.table}
      fileName={`citas-por-estado-${fileSuffix}.csv`}
      isEmpty={view.total === 0}
      chart={
        <UplotChart
          kind="line"
          labels={view.labels}
          series={view.lines}
          summary={view.summary}
          formatValue={formatCount}
          isCount
        />
      }
    />
  );
}

/** Income of completed appointments per bucket: one chart per currency, never added together. */
export function IncomeOverTime({ series, fileSuffix }: { series: ReportTimeseries; fileSuffix: string }) {
  const currencies = useMemo(
    () =>
      [...new Set(series.buckets.flatMap((bucket) => bucket.income.map((money) => money.currency)))].sort(),
    [series],
  );
  if (currencies.length === 0) {
    return (
      <ChartCard
        title="Ingresos a lo largo del tiempo"
        summary="Sin citas completadas en este período."
        table={{ columns: [], rows: [] }}
        fileName={`ingresos-${fileSuffix}.csv`}
        isEmpty
        emptyText="Los ingresos cuentan las citas completadas, al precio acordado en cada reserva."
        chart={null}
      />
    );
  }
  return (
    <>
      {currencies.map((currency, index) => (
        <IncomeChart
          key={currency}
          series={series}
          currency={currency}
          colour={SERIES_COLOURS[index % SERIES_COLOURS.length] ?? '#0f766e'}
          hasSeveral={currencies.length > 1}
          fileSuffix={fileSuffix}
        />
      ))}
    </>
  );
}

function IncomeChart({
  series,
  currency,
  colour,
  hasSeveral,
  fileSuffix,
}: {
  series: ReportTimeseries;
  currency: string;
  colour: string;
  hasSeveral: boolean;
  fileSuffix: string;
}) {
  const view = useMemo(() => {
    const labels = series.buckets.map((bucket) => bucketLabel(bucket.start, series.granularity));
    const amounts = series.buckets.map((bucket) =>
      Number(bucket.income.find((money) => money.currency === currency)?.amount ?? 0),
    );
    const total = amounts.reduce((sum, value) => sum + value, 0);
    const format = (value: number) => formatMoney(String(value), currency);
    return {
      labels,
      lines: [{ label: `Ingresos (${currency})`, color: colour, values: amounts }],
      format,
      summary: `Ingresos de citas completadas: ${format(total)} en el período (${currency}).`,
      table: {
        columns: ['Período', `Ingresos (${currency})`],
        rows: series.buckets.map((bucket, index) => [
          labels[index] ?? bucket.start,
          bucket.income.find((money) => money.currency === currency)?.amount ?? '0.00',
        ]),
      },
    };
  }, [series, currency, colour]);
  return (
    <ChartCard
      title={hasSeveral ? `Ingresos en ${currency}` : 'Ingresos a lo largo del tiempo'}
      summary={view.summary}
      table={view.table}
      fileName={`ingresos-${currency}-${fileSuffix}.csv`}
      chart={
        <UplotChart
          kind="bars"
          labels={view.labels}
          series={view.lines}
          summary={view.summary}
          formatValue={view.format}
        />
      }
    />
  );
}

function unitName(granularity: ReportTimeseries['granularity'], count: number): string {
  const names = { day: ['día', 'días'], week: ['semana', 'semanas'], month: ['mes', 'meses'] } as const;
  return names[granularity][count === 1 ? 0 : 1];
}
