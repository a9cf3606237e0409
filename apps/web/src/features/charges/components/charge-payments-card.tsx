import { type ChargeCurrency, formatMoney } from '@citavet/domain/charges/charge-money';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@citavet/domain/charges/charge-payments';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { FormOutcome, PaymentDraft } from '../charge-form';

const methodOptions = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}));

interface ChargePaymentsCardProps {
  currency: ChargeCurrency;
  payments: readonly PaymentDraft[];
  outcome: FormOutcome;
  /** The names of 'Otro' methods used before, offered as the user types. */
  otherMethods: readonly string[];
  onUpdate: (key: string, patch: Partial<PaymentDraft>) => void;
  onRemove: (key: string) => void;
  onAdd: () => void;
}

/** 'Pagos': recorded, not processed; what is left is pending, what is over (cash) is change. */
export function ChargePaymentsCard({
  currency,
  payments,
  outcome,
  otherMethods,
  onUpdate,
  onRemove,
  onAdd,
}: ChargePaymentsCardProps) {
  const money = (amount: number) => formatMoney(amount, currency);
  const due = outcome.ok ? outcome.figures.total - outcome.paid : 0;
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Pagos</h2>
      <p className="text-sm text-slate-600">
        Se registran, no se procesan. En efectivo puede entregarse más y se calcula el cambio. Lo que quede
        sin pagar queda como saldo del cliente.
      </p>
      <ol className="space-y-3">
        {payments.map((payment, index) => (
          <li key={payment.key} className="grid grid-cols-[1fr_1fr_auto] items-end gap-3 sm:grid-cols-12">
            <Select
              id={`${payment.key}-method`}
              label={`Medio de pago ${index + 1}`}
              className="sm:col-span-4"
              options={methodOptions}
              value={payment.method}
              onChange={(event) => onUpdate(payment.key, { method: event.target.value as PaymentMethod })}
            />
            {payment.method === 'OTHER' ? (
              <Input
                id={`${payment.key}-label`}
                label="¿Cuál?"
                className="col-span-3 row-start-2 sm:col-span-3 sm:row-start-auto"
                list="charge-other-methods"
                value={payment.methodLabel}
                onChange={(event) => onUpdate(payment.key, { methodLabel: event.target.value })}
              />
            ) : (
              <span className="hidden sm:col-span-3 sm:block" />
            )}
            <Input
              id={`${payment.key}-amount`}
              label={`Importe (${currency})`}
              inputMode="decimal"
              className="sm:col-span-3"
              value={payment.amountText}
              onChange={(event) => onUpdate(payment.key, { amountText: event.target.value })}
            />
            <div className="flex items-end pb-1 sm:col-span-2">
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={`Quitar el pago ${index + 1}`}
                icon={<Trash2 className="size-4" aria-hidden />}
                onClick={() => onRemove(payment.key)}
              />
            </div>
          </li>
        ))}
      </ol>
      <datalist id="charge-other-methods">
        {otherMethods.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <Button
        type="button"
        variant="outline"
        size="sm"
        icon={<Plus className="size-4" aria-hidden />}
        onClick={onAdd}
      >
        Otro medio de pago
      </Button>
      {outcome.ok && (
        <p className="text-sm font-medium text-slate-800" aria-live="polite">
          {due > 0
            ? `Queda pendiente: ${money(due)}`
            : due < 0
              ? `Cambio a entregar: ${money(-due)}`
              : 'Pagado en su totalidad'}
        </p>
      )}
    </Card>
  );
}
