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
import { useRefundCharge, useVoidCharge } from '../api/charges-api';

/** ADMINs: a void (unpaid charges) or a refund by credit note. The issued charge itself never changes. */
export function ChargeCorrections({ spaceId, charge }: { spaceId: string; charge: Charge }) {
  const voidCharge = useVoidCharge(spaceId, charge.id);
  const refund = useRefundCharge(spaceId, charge.id);
  const [reason, setReason] = useState('');
  const [amountText, setAmountText] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('CASH');
  const netPaid = charge.paid - charge.refunded;
  const isReasonShort = reason.trim().length < 3;
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Correcciones</h2>
      <p className="text-sm text-slate-600">
        Un cobro emitido no se edita ni se borra: se anula (si no tiene pagos) o se devuelve con una nota de
        crédito. Ambas quedan en la auditoría.
      </p>
      <Input
        id="correction-reason"
        label="Motivo"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-wrap items-end gap-3">
        {netPaid > 0 ? (
          <>
            <Input
              id="refund-amount"
              label={`Importe a devolver (máx. ${formatMoney(netPaid, charge.currency)})`}
              inputMode="decimal"
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
            />
            <Select
              id="refund-method"
              label="Se devuelve en"
              options={PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }))}
              value={method}
              onChange={(event) => setMethod(event.target.value as PaymentMethod)}
            />
            <Button
              variant="outline"
              disabled={isReasonShort}
              isLoading={refund.isPending}
              onClick={() => {
                const amount = parseMoneyInput(amountText, charge.currency);
                if (!amount) return notify.error('Escribe el importe a devolver');
                refund.mutate(
                  { amount, method, reason: reason.trim() },
                  { onSuccess: () => notify.success('Devolución registrada') },
                );
              }}
            >
              Emitir nota de crédito
            </Button>
          </>
        ) : (
          <Button
            variant="danger"
            disabled={isReasonShort}
            isLoading={voidCharge.isPending}
            onClick={() =>
              voidCharge.mutate(
                { reason: reason.trim() },
                { onSuccess: () => notify.success('Cobro anulado') },
              )
            }
          >
            Anular cobro
          </Button>
        )}
      </div>
      {(refund.isError || voidCharge.isError) && (
        <Alert kind="error" title="No se pudo registrar la corrección">
          {getErrorMessage(refund.error ?? voidCharge.error, 'Intenta nuevamente.')}
        </Alert>
      )}
    </Card>
  );
}
