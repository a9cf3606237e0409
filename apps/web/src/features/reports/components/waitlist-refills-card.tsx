import type { WaitlistRefills } from '@citavet/domain/waitlist/waitlist-staff.schema';
import { Card } from '@/components/ui/card';
import { formatCurrency } from '@/lib/formatters';

/**
 * What the waitlist gave back in the period: freed slots booked through an offer's link (and not
 * cancelled since), and their booked price per currency. Figures in a table: nothing to chart.
 */
export function WaitlistRefillsCard({
  report,
  isError,
}: {
  report: WaitlistRefills | undefined;
  isError: boolean;
}) {
  if (isError) {
    return <p className="text-sm text-slate-600">No se pudieron cargar las cifras de la lista de espera.</p>;
  }
  if (!report) return null;
  return (
    <Card className="space-y-2 p-4" role="region" aria-label="Lista de espera">
      <h2 className="text-sm font-semibold text-slate-700">Lista de espera</h2>
      {report.refilledSlots === 0 ? (
        <p className="text-sm text-slate-600">La lista de espera no ha recuperado huecos en este período.</p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">
            Huecos recuperados por la lista de espera e ingresos conservados
          </caption>
          <tbody>
            <tr>
              <th scope="row" className="py-0.5 text-left font-normal text-slate-600">
                Huecos recuperados
              </th>
              <td className="py-0.5 text-right font-semibold tabular-nums">{report.refilledSlots}</td>
            </tr>
            {report.keptIncome.map((row) => (
              <tr key={row.currency}>
                <th scope="row" className="py-0.5 text-left font-normal text-slate-600">
                  Ingresos conservados ({row.currency})
                </th>
                <td className="py-0.5 text-right font-semibold tabular-nums">
                  {formatCurrency(Number(row.amount), row.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="text-xs text-slate-500">
        Huecos liberados que alguien de la lista reservó con su enlace, sin contar las citas canceladas
        después; ingresos: el precio de esas citas.
      </p>
    </Card>
  );
}
