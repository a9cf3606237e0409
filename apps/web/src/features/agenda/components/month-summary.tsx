import {
  bookingsOfMonth,
  countByStatus,
  revenueOf,
  topServices,
} from '@citavet/domain/bookings/agenda-summary';
import { BOOKED_INCOME_LABEL } from '@citavet/domain/bookings/booked-income';
import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { BOOKING_STATUSES, bookingStatusLabel } from '@citavet/domain/bookings/booking-status';
import type { LocalDate } from '@citavet/domain/time/zoned-time';
import { Card } from '@/components/ui/card';
import { STATUS_LEGEND, statusColors } from '@/lib/booking-status-colors';
import { formatMonthYear } from '@/lib/format-local-date';
import { formatCurrency, formatNumber } from '@/lib/formatters';

interface MonthSummaryProps {
  /** Any day of the month summarised. */
  month: LocalDate;
  bookings: readonly Booking[];
  timeZone: string;
  /** The currency to show a month without revenue in. */
  defaultCurrency: string;
}

/** Revenue per currency, so prices in different currencies are never added together. */
function revenueByCurrency(bookings: readonly Booking[]): { currency: string; amount: number }[] {
  const currencies = [...new Set(bookings.map((booking) => booking.service.currency))].sort();
  return currencies
    .map((currency) => ({
      currency,
      amount: revenueOf(bookings.filter((booking) => booking.service.currency === currency)),
    }))
    .filter((entry) => entry.amount > 0);
}

/**
 * 'Resumen del Mes': appointments of the month without the cancelled ones (they stay in 'Estados'),
 * income as the reports count it (completed appointments, booked-income.ts), states, top services.
 */
export function MonthSummary({ month, bookings, timeZone, defaultCurrency }: MonthSummaryProps) {
  const ofMonth = bookingsOfMonth(bookings, month.slice(0, 7), timeZone);
  const counts = countByStatus(ofMonth);
  const revenue = revenueByCurrency(ofMonth);
  const popular = topServices(ofMonth);
  // One figure per currency, each on its own line: never '25 € + 70 US$', which reads as a sum.
  const revenueLines =
    revenue.length === 0
      ? [formatCurrency(0, defaultCurrency)]
      : revenue.map((entry) => formatCurrency(entry.amount, entry.currency));

  return (
    <Card className="space-y-5 p-4" role="region" aria-label="Resumen del Mes">
      <div>
        <h2 className="text-base font-semibold text-slate-900">Resumen del Mes</h2>
        <p className="text-sm text-slate-500">{formatMonthYear(month)}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <Stat term="Citas (sin canceladas)" value={formatNumber(counts.total - counts.CANCELLED)} />
        <Stat term="Confirmadas" value={formatNumber(counts.CONFIRMED)} />
        <Stat term="Pendientes" value={formatNumber(counts.PENDING)} />
        <Stat term={BOOKED_INCOME_LABEL} value={revenueLines} />
      </dl>

      <section aria-labelledby="resumen-estados">
        <h3 id="resumen-estados" className="mb-2 text-sm font-semibold text-slate-700">
          Estados
        </h3>
        <ul className="space-y-1.5 text-sm">
          {BOOKING_STATUSES.map((status) => (
            <li key={status} className="flex items-center justify-between gap-2">
              <span className="flex items-center gap-2 text-slate-700">
                <span className={`size-2.5 rounded-full ${statusColors(status).solid}`} aria-hidden />
                {bookingStatusLabel(status)}
              </span>
              <span className="font-medium text-slate-900 tabular-nums">{formatNumber(counts[status])}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="resumen-servicios">
        <h3 id="resumen-servicios" className="mb-2 text-sm font-semibold text-slate-700">
          Servicios populares
        </h3>
        {popular.length === 0 ? (
          <p className="text-sm text-slate-500">Sin citas este mes</p>
        ) : (
          <ol className="space-y-1.5 text-sm">
            {popular.map((service, index) => (
              <li key={service.serviceId ?? service.name} className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate text-slate-700">
                  <span className="mr-1.5 text-slate-500 tabular-nums">{index + 1}.</span>
                  {service.name}
                </span>
                <span className="font-medium text-slate-900 tabular-nums">{formatNumber(service.count)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="resumen-leyenda">
        <h3 id="resumen-leyenda" className="mb-2 text-sm font-semibold text-slate-700">
          Leyenda
        </h3>
        <ul className="grid grid-cols-2 gap-1.5 text-xs text-slate-600">
          {STATUS_LEGEND.map((entry) => (
            <li key={entry.key} className="flex items-center gap-2">
              <span className={`size-2.5 rounded-full ${entry.solid}`} aria-hidden />
              {entry.label}
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}

function Stat({ term, value }: { term: string; value: string | readonly string[] }) {
  const lines = typeof value === 'string' ? [value] : value;
  return (
    <div className="rounded-control bg-slate-50 p-3">
      <dt className="text-xs font-medium text-slate-500">
        {term}
        {lines.length > 1 && <span className="font-normal"> · por moneda</span>}
      </dt>
      {lines.map((line) => (
        <dd key={line} className="mt-0.5 text-lg font-semibold text-slate-900 tabular-nums">
          {line}
        </dd>
      ))}
    </div>
  );
}
