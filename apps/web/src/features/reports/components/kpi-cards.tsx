import { BOOKED_INCOME_LABEL } from '@citavet/domain/bookings/booked-income';
import type { ReportOccupancy, ReportSummary } from '@citavet/domain/reports/report.schema';
import { changePercent } from '@citavet/domain/reports/report-figures';
import { clsx } from 'clsx';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/formatters';
import { formatHours, formatMoney, formatRate } from '../report-format';

type Kpi = {
  label: string;
  value: string;
  detail?: string;
  /** Current and previous figure for the ▲/▼; `isGoodUp` false when a rise is bad news. */
  change?: { current: number; previous: number; isGoodUp: boolean };
};

/** The KPI cards: this period against the previous one of the same length. */
export function KpiCards({
  summary,
  occupancy,
  previousOccupancy,
}: {
  summary: ReportSummary;
  occupancy: ReportOccupancy | undefined;
  previousOccupancy: ReportOccupancy | undefined;
}) {
  const { current, previous } = summary;
  const countOf = (figures: typeof current, status: string) =>
    (figures.counts as Record<string, number>)[status] ?? 0;
  const rateChange = (rate: number | null, before: number | null, isGoodUp: boolean) =>
    rate === null || before === null ? undefined : { current: rate, previous: before, isGoodUp };
  const kpis: Kpi[] = [
    {
      label: 'Citas',
      value: formatNumber(current.total),
      change: { current: current.total, previous: previous.total, isGoodUp: true },
    },
    {
      label: 'Completadas',
      value: formatRate(current.completedRate),
      detail: appointments(current.counts.COMPLETED),
      change: rateChange(current.completedRate, previous.completedRate, true),
    },
    {
      label: 'Canceladas',
      value: formatRate(current.cancelledRate),
      detail: appointments(current.counts.CANCELLED),
      change: rateChange(current.cancelledRate, previous.cancelledRate, false),
    },
    {
      label: 'No se presentaron',
      value: formatRate(current.noShowRate),
      detail: appointments(countOf(current, 'NO_SHOW')),
      change: rateChange(current.noShowRate, previous.noShowRate, false),
    },
    ...incomeKpis(summary),
    {
      label: 'Clientes nuevos',
      value: formatNumber(current.newClients),
      change: { current: current.newClients, previous: previous.newClients, isGoodUp: true },
    },
    {
      label: 'Clientes recurrentes',
      value: formatNumber(current.returningClients),
      change: { current: current.returningClients, previous: previous.returningClients, isGoodUp: true },
    },
    {
      label: 'Ocupación',
      value: occupancy ? formatRate(occupancy.total.rate) : '…',
      detail: occupancy
        ? `${formatHours(occupancy.total.bookedMinutes)} de ${formatHours(occupancy.total.offeredMinutes)}`
        : undefined,
      change:
        occupancy && previousOccupancy
          ? rateChange(occupancy.total.rate, previousOccupancy.total.rate, true)
          : undefined,
    },
    {
      // From arrival (En sala de espera) to the consultation; only patients checked in count.
      label: 'Espera media',
      value: current.averageWaitMinutes === null ? '—' : `${formatNumber(current.averageWaitMinutes)} min`,
      detail:
        current.waitedCount === 0
          ? 'Sin llegadas registradas'
          : `${formatNumber(current.waitedCount)} ${current.waitedCount === 1 ? 'paciente' : 'pacientes'}`,
      change:
        current.averageWaitMinutes !== null && previous.averageWaitMinutes !== null
          ? { current: current.averageWaitMinutes, previous: previous.averageWaitMinutes, isGoodUp: false }
          : undefined,
    },
  ];
  return (
    <ul aria-label="Cifras clave" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      {kpis.map((kpi) => (
        <li key={kpi.label}>
          <Card className="h-full p-4">
            <p className="text-xs font-medium text-slate-600">{kpi.label}</p>
            <p className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">
              {kpi.value}
            </p>
            {kpi.detail && <p className="text-xs text-slate-600 tabular-nums">{kpi.detail}</p>}
            {kpi.change && <Change {...kpi.change} />}
          </Card>
        </li>
      ))}
    </ul>
  );
}

const appointments = (count: number) => `${formatNumber(count)} ${count === 1 ? 'cita' : 'citas'}`;

/** Income and average ticket, one card per currency: amounts in different currencies never add up. */
function incomeKpis({ current, previous }: ReportSummary): Kpi[] {
  if (current.income.length === 0)
    return [{ label: BOOKED_INCOME_LABEL, value: '—', detail: 'Sin citas completadas' }];
  return current.income.map((income) => {
    const before = previous.income.find((each) => each.currency === income.currency);
    return {
      label: current.income.length > 1 ? `${BOOKED_INCOME_LABEL} (${income.currency})` : BOOKED_INCOME_LABEL,
      value: formatMoney(income.amount, income.currency),
      detail: income.averageTicket
        ? `Ticket medio ${formatMoney(income.averageTicket, income.currency)}`
        : undefined,
      change: { current: Number(income.amount), previous: Number(before?.amount ?? 0), isGoodUp: true },
    };
  });
}

function Change({ current, previous, isGoodUp }: { current: number; previous: number; isGoodUp: boolean }) {
  const percent = changePercent(current, previous);
  if (percent === null) return <p className="mt-1 text-xs text-slate-500">Sin datos del período anterior</p>;
  const rounded = Math.round(percent * 10) / 10;
  if (rounded === 0) return <p className="mt-1 text-xs text-slate-500">= igual que el período anterior</p>;
  const isUp = rounded > 0;
  const isGood = isUp === isGoodUp;
  return (
    <p className={clsx('mt-1 text-xs font-medium tabular-nums', isGood ? 'text-success' : 'text-error')}>
      <span aria-hidden>{isUp ? '▲' : '▼'} </span>
      <span className="sr-only">{isUp ? 'Sube' : 'Baja'} un </span>
      {formatNumber(Math.abs(rounded))} %<span className="text-slate-500"> vs. período anterior</span>
    </p>
  );
}
