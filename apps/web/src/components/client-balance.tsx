import { formatMoney } from '@citavet/domain/charges/charge-money';
import { useClientBalance } from '@/api/client-balance';

/** 'Saldo pendiente: 25,50 €' (one figure per currency), or 'Sin saldo pendiente'. */
export function ClientBalance({
  spaceId,
  clientId,
  className,
}: {
  spaceId: string;
  clientId: string;
  className?: string;
}) {
  const balance = useClientBalance(spaceId, clientId);
  if (balance.isPending)
    return <span className={`text-sm text-slate-500 ${className ?? ''}`}>Cargando saldo…</span>;
  if (balance.isError)
    return <span className={`text-sm text-slate-500 ${className ?? ''}`}>Saldo no disponible</span>;
  const owed = balance.data.owed;
  if (owed.length === 0)
    return <span className={`text-sm text-slate-600 ${className ?? ''}`}>Sin saldo pendiente</span>;
  return (
    <span className={`text-sm font-medium text-amber-800 ${className ?? ''}`} data-testid="client-balance">
      Saldo pendiente:{' '}
      <span className="tabular-nums">
        {owed.map((row) => formatMoney(row.amount, row.currency)).join(' · ')}
      </span>
    </span>
  );
}
