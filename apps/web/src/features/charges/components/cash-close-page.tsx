import {
  CHARGE_CURRENCIES,
  type ChargeCurrency,
  formatMoney,
  parseMoneyInput,
} from '@citavet/domain/charges/charge-money';
import { PAYMENT_METHOD_LABELS } from '@citavet/domain/charges/charge-payments';
import { canDoChargeAction } from '@citavet/domain/charges/charge-permissions';
import { todayIn } from '@citavet/domain/public/public-slot';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useHostOptions } from '@/api/get-host-options';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSpaceAccess } from '@/stores/use-space-access';
import { useCashClose, useCloseDay } from '../api/charges-api';

/**
 * /dashboard/{spaceId}/caja: 'Cierre de caja'. A day's expected money per method (for one person or
 * the whole clinic) against the cash counted; ADMINs close the day, which locks it.
 */
export function CashClosePage() {
  useDocumentTitle('Cierre de caja');
  const { currentSpace } = useSpaceAccess();
  const timeZone = currentSpace?.timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone;
  const [date, setDate] = useState(() => todayIn(timeZone, Date.now()));
  const [userId, setUserId] = useState('');
  if (!currentSpace) return null;
  return (
    <CashDay
      key={`${currentSpace.id}-${date}-${userId}`}
      spaceId={currentSpace.id}
      canClose={canDoChargeAction(currentSpace.myRole ?? null, 'CLOSE_DAY')}
      date={date}
      userId={userId}
      onDate={setDate}
      onUser={setUserId}
    />
  );
}

function CashDay(props: {
  spaceId: string;
  canClose: boolean;
  date: string;
  userId: string;
  onDate: (date: string) => void;
  onUser: (userId: string) => void;
}) {
  const { spaceId, date, userId } = props;
  const day = useCashClose(spaceId, date, userId);
  const members = useHostOptions(spaceId, { isEnabled: true });
  const close = useCloseDay(spaceId);
  const [counted, setCounted] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const lines = day.data?.lines ?? [];
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
    <div className="mx-auto max-w-4xl space-y-6 pb-24 xs:pb-0">
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
            {props.canClose && (
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
          Lo cobrado cada día por medio de pago, frente al efectivo contado. Un día cerrado queda bloqueado:
          un pago posterior pasa al día abierto.
        </p>
      </div>
      <Card className="grid gap-4 p-4 sm:grid-cols-2 sm:p-6">
        <Input
          id="cash-date"
          label="Día"
          type="date"
          value={date}
          onChange={(event) => event.target.value && props.onDate(event.target.value)}
        />
        <Select
          id="cash-person"
          label="Persona"
          options={[
            { value: '', label: 'Toda la clínica' },
            ...(members.data ?? []).map((member) => ({ value: member.id, label: member.name })),
          ]}
          value={userId}
          onChange={(event) => props.onUser(event.target.value)}
        />
      </Card>
      {day.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : day.isError ? (
        <ErrorState
          message={getErrorMessage(day.error, 'Intenta nuevamente.')}
          onRetry={() => void day.refetch()}
        />
      ) : (
        <Card className="p-4 sm:p-6">
          {lines.length === 0 ? (
            <p className="text-sm text-slate-600">No hay pagos registrados ese día.</p>
          ) : (
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
                    <td className="py-2 text-right tabular-nums">
                      {formatMoney(line.collected, line.currency)}
                    </td>
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
          )}
          {day.data.closed ? (
            <Alert kind="info" title="Día cerrado" className="mt-4">
              Cerrado por {day.data.closed.closedByName} el{' '}
              {new Date(day.data.closed.closedAt).toLocaleString('es-ES')}.{' '}
              {day.data.closed.counted
                .map(
                  (row) =>
                    `Contado ${formatMoney(row.amount, row.currency)} · diferencia ${formatMoney(row.difference, row.currency)}`,
                )
                .join(' · ')}
              {day.data.closed.note ? ` · ${day.data.closed.note}` : ''}
            </Alert>
          ) : props.canClose ? (
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
              <Button
                icon={<Lock className="size-4" aria-hidden />}
                isLoading={close.isPending}
                onClick={submit}
              >
                Cerrar caja del día
              </Button>
              {close.isError && (
                <Alert kind="error" title="No se pudo cerrar la caja" onClose={close.reset}>
                  {getErrorMessage(close.error, 'Intenta nuevamente.')}
                </Alert>
              )}
            </div>
          ) : (
            <p className="mt-4 text-sm text-slate-600">Solo los administradores pueden cerrar la caja.</p>
          )}
        </Card>
      )}
    </div>
  );
}
