import { BOOKING_STATUSES } from '@citavet/domain/bookings/booking-status';
import type { ReportBreakdown, ReportOccupancy } from '@citavet/domain/reports/report.schema';
import { useMemo } from 'react';
import { formatNumber } from '@/lib/formatters';
import { formatHours, formatMoney, formatRate, statusLabel } from '../report-format';
import { ChartCard } from './chart-card';
import { UplotChart } from './uplot-chart';

/** The chart shows the busiest ten; the table (and its CSV) has them all. */
const CHART_ROWS = 10;
const formatCount = (value: number) => formatNumber(Math.round(value));
const shortName = (name: string) => (name.length > 14 ? `${name.slice(0, 13)}…` : name);

/** Appointments and income by service or by professional. */
export function BreakdownChart({
  title,
  rows,
  colour,
  fileName,
}: {
  title: string;
  rows: ReportBreakdown['byService'];
  colour: string;
  fileName: string;
}) {
  const view = useMemo(() => {
    const shown = rows.slice(0, CHART_ROWS);
    const first = rows[0];
    const idle = rows.filter((row) => row.total - (row.counts.CANCELLED ?? 0) === 0).length;
    return {
      labels: shown.map((row) => shortName(row.name)),
      series: [{ label: 'Citas', color: colour, values: shown.map((row) => row.total) }],
      summary: first
        ? `${first.name} lidera con ${formatNumber(first.total)} citas de ${formatNumber(rows.reduce((sum, row) => sum + row.total, 0))}.${idle > 0 ? ` ${idle} sin citas efectivas.` : ''}`
        : 'No hubo citas en este período.',
      table: {
        columns: ['Nombre', 'Citas', ...BOOKING_STATUSES.map(statusLabel), 'Ingresos'],
        rows: rows.map((row) => [
          row.name,
          row.total,
          ...BOOKING_STATUSES.map((status) => (row.counts as Record<string, number>)[status] ?? 0),
          row.income.map((money) => formatMoney(money.amount, money.currency)).join(' · ') || '—',
        ]),
      },
    };
  }, [rows, colour]);
  return (
    <ChartCard
      title={title}
      summary={view.summary}
      table={view.table}
      fileName={fileName}
      isEmpty={rows.length === 0}
      chart={
        <UplotChart
          kind="bars"
          labels={view.labels}
          series={view.series}
          summary={view.summary}
          formatValue={formatCount}
          isCount
        />
      }
    />
  );
}

/** Occupancy per professional: booked minutes over the minutes their schedules offered. */
export function OccupancyChart({ occupancy, fileName }: { occupancy: ReportOccupancy; fileName: string }) {
  const view = useMemo(() => {
    const hosts = occupancy.hosts;
    const full = hosts.filter((host) => (host.rate ?? 0) >= 0.85).map((host) => host.name);
    const idle = hosts.filter((host) => host.rate !== null && host.rate < 0.3).map((host) => host.name);
    const parts = [`Ocupación total ${formatRate(occupancy.total.rate)}.`];
    if (full.length > 0) parts.push(`Casi llenos: ${full.join(', ')}.`);
    if (idle.length > 0) parts.push(`Con poca ocupación: ${idle.join(', ')}.`);
    return {
      labels: hosts.map((host) => shortName(host.name)),
      series: [
        {
          label: 'Ocupación',
          color: '#0f766e',
          values: hosts.map((host) => (host.rate === null ? null : Math.round(host.rate * 1000) / 10)),
        },
      ],
      summary: parts.join(' '),
      table: {
        columns: ['Profesional', 'Reservado', 'Ofrecido', 'Ocupación'],
        rows: hosts.map((host) => [
          host.name,
          formatHours(host.bookedMinutes),
          formatHours(host.offeredMinutes),
          formatRate(host.rate),
        ]),
      },
    };
  }, [occupancy]);
  return (
    <ChartCard
      title="Ocupación por profesional"
      summary={view.summary}
      table={view.table}
      fileName={fileName}
      isEmpty={occupancy.hosts.length === 0}
      emptyText="Nadie tiene horarios ni citas en este período."
      chart={
        <UplotChart
          kind="bars"
          labels={view.labels}
          series={view.series}
          summary={view.summary}
          formatValue={(value) => `${formatNumber(value)} %`}
        />
      }
    />
  );
}

/** A small distribution (lead time, source) as bars. */
export function DistributionChart({
  title,
  rows,
  colour,
  fileName,
  describe,
}: {
  title: string;
  rows: readonly { label: string; count: number }[];
  colour: string;
  fileName: string;
  describe: (top: { label: string; count: number }, total: number) => string;
}) {
  const view = useMemo(() => {
    const total = rows.reduce((sum, row) => sum + row.count, 0);
    const top = [...rows].sort((first, second) => second.count - first.count)[0];
    return {
      total,
      labels: rows.map((row) => shortName(row.label)),
      series: [{ label: 'Citas', color: colour, values: rows.map((row) => row.count) }],
      summary: top && total > 0 ? describe(top, total) : 'No hubo citas en este período.',
      table: {
        columns: ['Grupo', 'Citas', 'Porcentaje'],
        rows: rows.map((row) => [row.label, row.count, formatRate(total > 0 ? row.count / total : null)]),
      },
    };
  }, [rows, colour, describe]);
  return (
    <ChartCard
      title={title}
      summary={view.summary}
      table={view.table}
      fileName={fileName}
      isEmpty={view.total === 0}
      chart={
        <UplotChart
          kind="bars"
          labels={view.labels}
          series={view.series}
          summary={view.summary}
          formatValue={formatCount}
          isCount
        />
      }
    />
  );
}
