import type { ChargeCurrency } from '@citavet/domain/charges/charge-money';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ClientBalance } from '@/components/client-balance';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { useCreateCharge } from '../api/charges-api';
import type { LineDraft } from '../charge-form';
import { ChargeLinesCard } from './charge-lines-card';
import { ChargePaymentsCard } from './charge-payments-card';
import { useChargeDraft } from './use-charge-draft';

/** The new charge's lines, payments and totals; sent once it reads as a charge the API accepts. */
export function ChargeForm(props: {
  spaceId: string;
  currency: ChargeCurrency;
  pricesIncludeTax: boolean;
  taxRates: { name: string; rateBp: number; isDefault: boolean }[];
  otherMethods: string[];
  initialLines: LineDraft[];
  origin: { bookingId: string | null; clientId: string | null; petId: string | null };
  who: { clientName: string | null; petName: string | null };
}) {
  const { spaceId, currency } = props;
  const navigate = useNavigate();
  const create = useCreateCharge(spaceId);
  const draft = useChargeDraft(props);
  const { outcome } = draft;
  const [shownError, setShownError] = useState<string | null>(null);
  const headingId = useId();
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shownError) errorRef.current?.focus();
  }, [shownError]);

  const submit = () => {
    if (!outcome.ok) {
      setShownError(outcome.message);
      return;
    }
    setShownError(null);
    create.mutate(
      {
        ...outcome.body,
        bookingId: props.origin.bookingId,
        clientId: props.origin.clientId,
        petId: props.origin.petId,
      },
      { onSuccess: (charge) => navigate(paths.space.charge(spaceId, charge.id)) },
    );
  };

  return (
    <form
      className="mx-auto max-w-4xl space-y-6 pb-24 xs:pb-0"
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <div className="space-y-1">
        <h1 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
          Nuevo cobro
        </h1>
        <p className="text-sm text-slate-600">
          {props.who.clientName ? `Cliente: ${props.who.clientName}` : 'Venta sin cliente (mostrador)'}
          {props.who.petName ? ` · Mascota: ${props.who.petName}` : ''}
          {` · Precios ${props.pricesIncludeTax ? 'con' : 'sin'} impuestos incluidos`}
        </p>
        {props.origin.clientId && <ClientBalance spaceId={spaceId} clientId={props.origin.clientId} />}
      </div>

      <ChargeLinesCard
        spaceId={spaceId}
        currency={currency}
        pricesIncludeTax={props.pricesIncludeTax}
        lines={draft.lines}
        outcome={outcome}
        rateOptions={draft.rateOptions}
        totalDiscount={draft.totalDiscount}
        onTotalDiscountChange={draft.setTotalDiscount}
        onUpdate={draft.updateLine}
        onRemove={draft.removeLine}
        onAdd={draft.addLine}
      />

      <ChargePaymentsCard
        currency={currency}
        payments={draft.payments}
        outcome={outcome}
        otherMethods={props.otherMethods}
        onUpdate={draft.updatePayment}
        onRemove={draft.removePayment}
        onAdd={draft.addPayment}
      />

      {(shownError || create.isError) && (
        <div ref={errorRef} tabIndex={-1}>
          <Alert kind="error" title="No se pudo registrar el cobro">
            {shownError ?? getErrorMessage(create.error, 'Intenta nuevamente.')}
          </Alert>
        </div>
      )}
      <div className="flex justify-end">
        <Button type="submit" isLoading={create.isPending}>
          Registrar cobro
        </Button>
      </div>
    </form>
  );
}
