import { formatMoney } from '@citavet/domain/charges/charge-money';
import { Link } from 'react-router';
import { useClientBalance, useClientOpenCharges } from '@/api/client-balance';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/formatters';

/**
 * The client's charges that still owe something, each with 'Cobrar saldo' to its page, where the
 * old balance is paid. Shown only while the client owes something.
 */
export function ClientOpenCharges({ spaceId, clientId }: { spaceId: string; clientId: string }) {
  const balance = useClientBalance(spaceId, clientId);
  const owes = (balance.data?.owed.length ?? 0) > 0;
  const open = useClientOpenCharges(spaceId, clientId, owes);
  if (!owes) return null;
  if (open.isPending) return <p className="text-sm text-slate-500">Cargando cobros pendientes…</p>;
  if (open.isError) return <p className="text-sm text-error">No se pudieron cargar los cobros pendientes</p>;
  if (open.data.length === 0) return null;
  return (
    <section aria-labelledby="open-charges-title" className="mt-2">
      <h2 id="open-charges-title" className="text-sm font-semibold text-slate-700">
        Cobros con saldo pendiente
      </h2>
      <ul className="mt-1 divide-y divide-slate-200">
        {open.data.map((charge) => (
          <li key={charge.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5 text-sm">
            <span className="text-slate-700">
              Recibo n.º {charge.receiptNumber} · {formatDate(charge.createdAt)}
              {charge.petName ? ` · ${charge.petName}` : ''} ·{' '}
              <span className="font-medium tabular-nums text-amber-800">
                debe {formatMoney(charge.due, charge.currency)}
              </span>
            </span>
            <Link
              to={paths.space.charge(spaceId, charge.id)}
              className={buttonStyles({ variant: 'outline', size: 'sm' })}
              aria-label={`Cobrar el saldo del recibo n.º ${charge.receiptNumber}`}
            >
              Cobrar saldo
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
