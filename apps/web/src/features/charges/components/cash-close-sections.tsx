import type { CashClose } from '@citavet/domain/charges/charge.schema';
import {
  CHARGE_CURRENCIES,
  type ChargeCurrency,
  formatMoney,
  parseMoneyInput,
} from '@citavet/domain/charges/charge-money';
import { PAYMENT_METHOD_LABELS } from '@citavet/domain/charges/charge-payments';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { useCloseDay } from '../api/charges-api';

type CashLine = CashClose['lines'][number];

/** The title, the counter sale and (for ADMINs) the taxes and payment methods, and what a close does. */
export function CashCloseHeader({ spaceId, canClose }: { spaceId: string; canClose: boolean }) {
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Cierre de caja</h1>
        <div className="flex flex-wrap gap-2">
          <Link
            to={paths.space.newCharge(spaceId)}
            className={buttonStyles({ variant: 'outline', size: 'sm' })}
          >
            Venta de mostrador
          </Link>
          {canClose && (
            <Link
              to={paths.space.chargeSettings(spaceId)}
              className={buttonStyles({ variant: 'ghost', size: 'sm' })}
            >
              Impuestos y medios de pago
            </Link>
          )}
        </div>
      </div>
      <p className="text-sm text-slate-600">
        Lo cobrado cada día por medio de pago, frente al efectivo contado. Un día cerrado queda bloqueado: un
        pago posterior pasa al día abierto.
      </p>
    </div>
  );
}

/** Expected money per payment method and currency: collected less refunded. */
export function CashLinesTable({ lines }: { lines: readonly CashLine[] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Esperado por medio de pago</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-slate-600">
          <th className="py-2 font-medium">Medio</th>
          <th className="hidden py-2 text-right font-medium sm:table-cell">Pagos</th>
          <th className="py-2 text-right font-medium">Cobrado</th>
          <th className="hidden py-2 text-right font-medium sm:table-cell">Devuelto</th>
          <th className="py-2 text-right font-medium">Esperado</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr
            key={`${line.currency}-${line.method}-${line.methodLabel ?? ''}`}
            className="border-b border-slate-100"
          >
            <td className="py-2">{line.methodLabel ?? PAYMENT_METHOD_LABELS[line.method]}</td>
            <td className="hidden py-2 text-right tabular-nums sm:table-cell">{line.count}</td>
            <td className="py-2 text-right tabular-nums">{formatMoney(line.collected, line.currency)}</td>
            <td className="hidden py-2 text-right tabular-nums sm:table-cell">
              {formatMoney(line.refunded, line.currency)}
            </td>
            <td className="py-2 text-right font-medium tabular-nums">
              {formatMoney(line.expected, line.currency)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A closed day: who closed it and when, the cash counted and its difference, and the note. */
export function ClosedDayNote({ closed }: { closed: NonNullable<CashClose['closed']> }) {
  return (
    <Alert kind="info" title="Día cerrado" className="mt-4">
      Cerrado por {closed.closedByName} el {new Date(closed.closedAt).toLocaleString('es-ES')}.{' '}
      {closed.counted
        .map(
          (row) =>
            `Contado ${formatMoney(row.amount, row.currency)} · diferencia ${formatMoney(row.difference, row.currency)}`,
        )
        .join(' · ')}
      {closed.note ? ` · ${closed.note}` : ''}
    </Alert>
  );
}

/**
 * An ADMIN's close: the cash counted per currency (its difference from the expected shown as it is
 * typed), a note, and 'Cerrar caja del día', which locks the day.
 */
export function CloseDayForm({
  spaceId,
  date,
  userId,
  lines,
}: {
  spaceId: string;
  date: string;
  userId: string;
  lines: readonly CashLine[];
}) {
  const close = useCloseDay(spaceId);
  const [counted, setCounted] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const currencies = [...new Set(lines.map((line) => line.currency))];
  const expectedCash = (currency: ChargeCurrency) =>
    lines
      .filter((line) => line.currency === currency && line.method === 'CASH')
      .reduce((sum, line) => sum + line.expected, 0);
  const submit = () => {
    const countedCash = [];
    for (const currency of currencies.length ? currencies : (['EUR'] as ChargeCurrency[])) {
      const text = counted[currency] ?? '';
      if (!text.trim()) continue;
      const amount = parseMoneyInput(text, currency);
      if (amount === null) return notify.error(`El efectivo contado en ${currency} no es válido`);
      countedCash.push({ currency, amount });
    }
    close.mutate(
      { date, userId: userId || null, countedCash, note: note.trim() || null },
      { onSuccess: () => notify.success('Caja cerrada') },
    );
  };
  return (
    <div className="mt-6 space-y-3">
      {(currencies.length ? currencies : (['EUR'] as ChargeCurrency[]))
        .filter((c) => CHARGE_CURRENCIES.includes(c))
        .map((currency) => {
          const amount = parseMoneyInput(counted[currency] ?? '', currency);
          return (
            <div key={currency} className="grid gap-3 sm:grid-cols-2">
              <Input
                id={`counted-${currency}`}
                label={`Efectivo contado (${currency}) · esperado ${formatMoney(expectedCash(currency), currency)}`}
                inputMode="decimal"
                value={counted[currency] ?? ''}
                onChange={(event) =>
                  setCounted((current) => ({ ...current, [currency]: event.target.value }))
                }
              />
              <p className="self-end pb-2 text-sm text-slate-700" aria-live="polite">
                {amount !== null
                  ? `Diferencia: ${formatMoney(amount - expectedCash(currency), currency)}`
                  : ''}
              </p>
            </div>
          );
        })}
      <Input
        id="cash-note"
        label="Nota (opcional)"
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button icon={<Lock className="size-4" aria-hidden />} isLoading={close.isPending} onClick={submit}>
        Cerrar caja del día
      </Button>
      {close.isError && (
        <Alert kind="error" title="No se pudo cerrar la caja" onClose={close.reset}>
          {getErrorMessage(close.error, 'Intenta nuevamente.')}
        </Alert>
      )}
    </div>
  );
}
