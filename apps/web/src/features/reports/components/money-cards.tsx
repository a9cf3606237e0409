import { formatMoney } from '@citavet/domain/charges/charge-money';
import { PAYMENT_METHOD_LABELS } from '@citavet/domain/charges/charge-payments';
import {
  type MoneyReport,
  OUTSTANDING_AGE_LABELS,
  OUTSTANDING_AGES,
} from '@citavet/domain/reports/money-report';
import { Card } from '@/components/ui/card';

/**
 * Money from the charges, beside the booked income: what was charged and what was collected per
 * currency, collected per payment method, and what clients still owe by age (decision 071).
 */
export function MoneyCards({ report, isError }: { report: MoneyReport | undefined; isError: boolean }) {
  if (isError) return <p className="text-sm text-slate-600">No se pudieron cargar los cobros del período.</p>;
  if (!report) return null;
  const currencies = [
    ...new Set([...report.charged, ...report.collected, ...report.outstanding].map((row) => row.currency)),
  ].sort();
  if (currencies.length === 0) {
    return (
      <Card className="p-4 text-sm text-slate-600" role="region" aria-label="Cobros">
        Sin cobros registrados en este período.
      </Card>
    );
  }
  return (
    <section aria-label="Cobros" className="grid grid-cols-1 gap-4 md:grid-cols-3">
      <Card className="space-y-2 p-4">
        <h2 className="text-sm font-semibold text-slate-700">Cobrado y recaudado</h2>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
          {currencies.map((currency) => (
            <div key={currency} className="contents">
              <dt className="text-slate-600">Cobrado ({currency})</dt>
              <dd className="text-right font-semibold tabular-nums">
                {formatMoney(report.charged.find((row) => row.currency === currency)?.amount ?? 0, currency)}
              </dd>
              <dt className="text-slate-600">Recaudado ({currency})</dt>
              <dd className="text-right font-semibold tabular-nums">
                {formatMoney(
                  report.collected.find((row) => row.currency === currency)?.amount ?? 0,
                  currency,
                )}
              </dd>
            </div>
          ))}
        </dl>
        <p className="text-xs text-slate-500">
          Cobrado: cobros emitidos sin anular, menos devoluciones. Recaudado: pagos menos devoluciones.
        </p>
      </Card>
      <Card className="space-y-2 p-4">
        <h2 className="text-sm font-semibold text-slate-700">Recaudado por medio de pago</h2>
        {report.byMethod.length === 0 ? (
          <p className="text-sm text-slate-600">Sin pagos en el período.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {report.byMethod.map((row) => (
              <li
                key={`${row.currency}-${row.method}-${row.methodLabel ?? ''}`}
                className="flex justify-between gap-2"
              >
                <span className="text-slate-700">{row.methodLabel ?? PAYMENT_METHOD_LABELS[row.method]}</span>
                <span className="tabular-nums">{formatMoney(row.amount, row.currency)}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className="space-y-2 p-4">
        <h2 className="text-sm font-semibold text-slate-700">Saldos pendientes por antigüedad</h2>
        {report.outstanding.length === 0 ? (
          <p className="text-sm text-slate-600">Nadie debe nada.</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {currencies.flatMap((currency) =>
              OUTSTANDING_AGES.map((age) => {
                const row = report.outstanding.find((each) => each.currency === currency && each.age === age);
                return (
                  <li key={`${currency}-${age}`} className="flex justify-between gap-2">
                    <span className="text-slate-700">
                      {OUTSTANDING_AGE_LABELS[age]} ({currency})
                    </span>
                    <span className="tabular-nums">{formatMoney(row?.amount ?? 0, currency)}</span>
                  </li>
                );
              }),
            )}
          </ul>
        )}
      </Card>
    </section>
  );
}
