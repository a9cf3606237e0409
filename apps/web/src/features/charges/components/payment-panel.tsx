import type { Charge } from '@citavet/domain/charges/charge.schema';
import { formatMoney, parseMoneyInput } from '@citavet/domain/charges/charge-money';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@citavet/domain/charges/charge-payments';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { useAddPayment } from '../api/charges-api';

/** 'Pagos': what was paid and given back, and a later payment of what is still owed. */
export function PaymentPanel({
  spaceId,
  charge,
  canPay,
  timeZone,
}: {
  spaceId: string;
  charge: Charge;
  canPay: boolean;
  timeZone: string;
}) {
  const money = (amount: number) => formatMoney(amount, charge.currency);
  const pay = useAddPayment(spaceId, charge.id);
  const [method, setMethod] = useState<PaymentMethod>('CASH');
  const [label, setLabel] = useState('');
  const [amountText, setAmountText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const when = new Intl.DateTimeFormat('es-ES', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: timeZone || undefined,
  });
  const submit = () => {
    const amount = parseMoneyInput(amountText, charge.currency);
    if (!amount) {
      setProblem('Escribe un importe mayor que cero');
      return;
    }
    setProblem(null);
    pay.mutate(
      { method, amount, ...(method === 'OTHER' && label.trim() ? { methodLabel: label.trim() } : {}) },
      {
        onSuccess: () => {
          setAmountText('');
          notify.success('Pago registrado');
        },
      },
    );
  };
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Pagos</h2>
      {charge.payments.length === 0 ? (
        <p className="text-sm text-slate-600">Sin pagos registrados.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {charge.payments.map((payment) => (
            <li key={payment.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <span>
                {payment.direction === 'OUT' ? 'Devolución · ' : ''}
                {payment.methodLabel ?? PAYMENT_METHOD_LABELS[payment.method]}
                <span className="block text-xs text-slate-500">
                  {when.format(new Date(payment.takenAt))} · {payment.takenByName} · caja del{' '}
                  {payment.businessDate}
                </span>
              </span>
              <span className="tabular-nums font-medium">
                {payment.direction === 'OUT' ? '−' : ''}
                {money(payment.amount)}
                {payment.change > 0 && (
                  <span className="block text-xs text-slate-500">Cambio: {money(payment.change)}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {canPay && charge.due > 0 && (
        <form
          className="grid grid-cols-2 gap-3 sm:grid-cols-12"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          noValidate
        >
          <Select
            id="later-payment-method"
            label="Medio de pago"
            className="sm:col-span-4"
            options={PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }))}
            value={method}
            onChange={(event) => setMethod(event.target.value as PaymentMethod)}
          />
          {method === 'OTHER' && (
            <Input
              id="later-payment-label"
              label="¿Cuál?"
              className="sm:col-span-3"
              value={label}
              onChange={(event) => setLabel(event.target.value)}
            />
          )}
          <Input
            id="later-payment-amount"
            label={`Importe (pendiente ${money(charge.due)})`}
            inputMode="decimal"
            className="sm:col-span-3"
            value={amountText}
            error={problem ?? undefined}
            onChange={(event) => setAmountText(event.target.value)}
          />
          <div className="col-span-2 flex items-end sm:col-span-2">
            <Button type="submit" isLoading={pay.isPending}>
              Registrar pago
            </Button>
          </div>
        </form>
      )}
      {pay.isError && (
        <Alert kind="error" title="No se pudo registrar el pago" onClose={pay.reset}>
          {getErrorMessage(pay.error, 'Intenta nuevamente.')}
        </Alert>
      )}
    </Card>
  );
}
