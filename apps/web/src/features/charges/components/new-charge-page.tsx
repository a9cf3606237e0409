import {
  CHARGE_CURRENCIES,
  type ChargeCurrency,
  formatMoney,
  minorFromDecimal,
} from '@citavet/domain/charges/charge-money';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@citavet/domain/charges/charge-payments';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ClientBalance } from '@/components/client-balance';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { readChargeOrigin } from '@/lib/charge-link';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSpaceAccess } from '@/stores/use-space-access';
import { useBookingCharges, useOriginBooking, useOriginClient } from '../api/charge-origin-api';
import { useChargeSettings, useCreateCharge } from '../api/charges-api';
import { type DiscountDraft, type LineDraft, type PaymentDraft, readChargeForm } from '../charge-form';
import { CataloguePicker } from './catalogue-picker';
import { DiscountField } from './discount-field';

let keyCounter = 0;
const nextKey = () => `k${++keyCounter}`;
const asCurrency = (value: string | undefined): ChargeCurrency =>
  CHARGE_CURRENCIES.includes(value as ChargeCurrency) ? (value as ChargeCurrency) : 'EUR';
const decimalText = (minor: number, currency: ChargeCurrency) =>
  formatMoney(minor, currency)
    .replace(/[^\d,.-]/g, '')
    .replace(/\.(?=\d{3})/g, '');

/** /dashboard/{spaceId}/cobros/nuevo: a charge from a booking, a client, a pet's visit, or a walk-in sale. */
export function NewChargePage() {
  useDocumentTitle('Nuevo cobro');
  const { currentSpace } = useSpaceAccess();
  const [search] = useSearchParams();
  const origin = readChargeOrigin(search);
  const settings = useChargeSettings(currentSpace?.id ?? '');
  const booking = useOriginBooking(origin.bookingId);
  const clientId = origin.clientId ?? booking.data?.client.id ?? null;
  const client = useOriginClient(currentSpace?.id ?? '', clientId);
  const charged = useBookingCharges(currentSpace?.id ?? '', origin.bookingId);
  if (!currentSpace) return null;
  if (settings.isPending || (origin.bookingId && booking.isPending)) {
    return (
      <div className="space-y-4" aria-busy="true">
        <span className="sr-only">Cargando cobro…</span>
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (settings.isError)
    return (
      <Alert kind="error" title="No se pudo abrir el cobro">
        {getErrorMessage(settings.error, 'Intenta nuevamente.')}
      </Alert>
    );
  if (booking.isError)
    return (
      <Alert kind="error" title="No se encontró la cita">
        {getErrorMessage(booking.error, 'Intenta nuevamente.')}
      </Alert>
    );
  const currency = asCurrency(booking.data?.service.currency ?? settings.data.currency);
  const defaultRate = settings.data.taxRates.find((rate) => rate.isDefault)?.rateBp ?? 0;
  const petId = origin.petId ?? booking.data?.pet?.id ?? null;
  const petName = booking.data?.pet?.name ?? client.data?.pets.find((pet) => pet.id === petId)?.name ?? null;
  const firstLines: LineDraft[] = booking.data
    ? [
        {
          key: nextKey(),
          kind: 'SERVICE',
          serviceId: booking.data.service.id,
          description: booking.data.service.name,
          quantityText: '1',
          priceText: decimalText(minorFromDecimal(booking.data.service.price, currency), currency),
          discount: { kind: 'PERCENT', text: '' },
          taxRateBp: defaultRate,
        },
      ]
    : [];
  const spaceId = currentSpace.id;
  const earlier = charged.data ?? [];
  return (
    <>
      {earlier.length > 0 && (
        <Alert kind="warning" title="Esta cita ya tiene un cobro" className="mb-4">
          {earlier.map((charge, index) => (
            <span key={charge.id}>
              {index > 0 && ', '}
              <Link to={paths.space.charge(spaceId, charge.id)} className="font-medium underline">
                Recibo n.º {charge.receiptNumber}
              </Link>
            </span>
          ))}
          . Registra otro cobro solo si corresponde a algo más.
        </Alert>
      )}
      <ChargeForm
        spaceId={currentSpace.id}
        currency={currency}
        pricesIncludeTax={settings.data.pricesIncludeTax}
        taxRates={settings.data.taxRates}
        otherMethods={settings.data.otherMethods}
        initialLines={firstLines}
        origin={{ bookingId: origin.bookingId ?? null, clientId, petId }}
        who={{ clientName: client.data?.name ?? booking.data?.client.name ?? null, petName }}
      />
    </>
  );
}

function ChargeForm(props: {
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
  const defaultRate = props.taxRates.find((rate) => rate.isDefault)?.rateBp ?? 0;
  const [lines, setLines] = useState<LineDraft[]>(props.initialLines);
  const [totalDiscount, setTotalDiscount] = useState<DiscountDraft>({ kind: 'PERCENT', text: '' });
  const [payments, setPayments] = useState<PaymentDraft[]>([
    { key: nextKey(), method: 'CASH', methodLabel: '', amountText: '' },
  ]);
  const [shownError, setShownError] = useState<string | null>(null);
  const headingId = useId();
  const errorRef = useRef<HTMLDivElement>(null);
  const outcome = useMemo(
    () => readChargeForm(lines, totalDiscount, payments, currency, props.pricesIncludeTax),
    [lines, totalDiscount, payments, currency, props.pricesIncludeTax],
  );
  useEffect(() => {
    if (shownError) errorRef.current?.focus();
  }, [shownError]);
  const money = (amount: number) => formatMoney(amount, currency);
  const rateOptions = [
    ...props.taxRates.map((rate) => ({ value: String(rate.rateBp), label: rate.name })),
    ...(props.taxRates.some((rate) => rate.rateBp === 0) ? [] : [{ value: '0', label: 'Sin impuesto' }]),
  ];
  const methodOptions = PAYMENT_METHODS.map((method) => ({
    value: method,
    label: PAYMENT_METHOD_LABELS[method],
  }));
  const update = (key: string, patch: Partial<LineDraft>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const updatePayment = (key: string, patch: Partial<PaymentDraft>) =>
    setPayments((current) =>
      current.map((payment) => (payment.key === key ? { ...payment, ...patch } : payment)),
    );
  const addLine = (line: Partial<LineDraft>) =>
    setLines((current) => [
      ...current,
      {
        key: nextKey(),
        kind: 'PRODUCT',
        serviceId: null,
        description: '',
        quantityText: '1',
        priceText: '',
        discount: { kind: 'PERCENT', text: '' },
        taxRateBp: defaultRate,
        ...line,
      },
    ]);

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

  const due = outcome.ok ? outcome.figures.total - outcome.paid : 0;
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

      <Card className="space-y-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900">Líneas</h2>
          <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
            <CataloguePicker
              spaceId={spaceId}
              currency={currency}
              onPick={(service) =>
                addLine({
                  kind: 'SERVICE',
                  serviceId: service.id,
                  description: service.name,
                  priceText: decimalText(minorFromDecimal(service.price, currency), currency),
                })
              }
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              icon={<Plus className="size-4" aria-hidden />}
              onClick={() => addLine({})}
            >
              Producto
            </Button>
          </div>
        </div>
        {lines.length === 0 && (
          <p className="text-sm text-slate-600">Agrega un servicio del catálogo o un producto.</p>
        )}
        <ol className="space-y-4">
          {lines.map((line, index) => (
            <li key={line.key} className="rounded-lg border border-slate-200 p-3">
              <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-12">
                <legend className="sr-only">Línea {index + 1}</legend>
                <Input
                  id={`${line.key}-description`}
                  label="Descripción"
                  className="col-span-2 sm:col-span-5"
                  value={line.description}
                  onChange={(event) => update(line.key, { description: event.target.value })}
                />
                <Input
                  id={`${line.key}-quantity`}
                  label="Cantidad"
                  inputMode="decimal"
                  className="sm:col-span-2"
                  value={line.quantityText}
                  onChange={(event) => update(line.key, { quantityText: event.target.value })}
                />
                <Input
                  id={`${line.key}-price`}
                  label={`Precio (${currency})`}
                  inputMode="decimal"
                  className="sm:col-span-2"
                  value={line.priceText}
                  onChange={(event) => update(line.key, { priceText: event.target.value })}
                />
                <Select
                  id={`${line.key}-tax`}
                  label="Impuesto"
                  className="sm:col-span-3"
                  options={rateOptions}
                  value={String(line.taxRateBp)}
                  onChange={(event) => update(line.key, { taxRateBp: Number(event.target.value) })}
                />
                <DiscountField
                  id={`${line.key}-discount`}
                  label="Descuento de la línea"
                  className="col-span-2 sm:col-span-6"
                  currency={currency}
                  value={line.discount}
                  onChange={(discount) => update(line.key, { discount })}
                />
                <div className="col-span-2 flex items-end justify-between gap-2 sm:col-span-6">
                  <p className="text-sm text-slate-700">
                    Importe:{' '}
                    <span className="font-semibold tabular-nums">
                      {outcome.ok ? money(outcome.figures.lines[index]?.total ?? 0) : '—'}
                    </span>
                  </p>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Quitar la línea ${index + 1}`}
                    icon={<Trash2 className="size-4" aria-hidden />}
                    onClick={() => setLines((current) => current.filter((item) => item.key !== line.key))}
                  />
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        <DiscountField
          id="total-discount"
          label="Descuento sobre el total"
          currency={currency}
          value={totalDiscount}
          onChange={setTotalDiscount}
        />
        {outcome.ok && (
          <dl className="ml-auto grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
            <dt className="text-slate-600">Subtotal</dt>
            <dd className="text-right tabular-nums">{money(outcome.figures.subtotal)}</dd>
            {outcome.figures.discountTotal > 0 && (
              <>
                <dt className="text-slate-600">Descuentos</dt>
                <dd className="text-right tabular-nums">−{money(outcome.figures.discountTotal)}</dd>
              </>
            )}
            <dt className="text-slate-600">Impuestos{props.pricesIncludeTax ? ' (incluidos)' : ''}</dt>
            <dd className="text-right tabular-nums">{money(outcome.figures.taxTotal)}</dd>
            <dt className="text-base font-semibold text-slate-900">Total</dt>
            <dd className="text-right text-base font-semibold tabular-nums" data-testid="charge-total">
              {money(outcome.figures.total)}
            </dd>
          </dl>
        )}
      </Card>

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
                onChange={(event) =>
                  updatePayment(payment.key, { method: event.target.value as PaymentMethod })
                }
              />
              {payment.method === 'OTHER' ? (
                <Input
                  id={`${payment.key}-label`}
                  label="¿Cuál?"
                  className="col-span-3 row-start-2 sm:col-span-3 sm:row-start-auto"
                  list="charge-other-methods"
                  value={payment.methodLabel}
                  onChange={(event) => updatePayment(payment.key, { methodLabel: event.target.value })}
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
                onChange={(event) => updatePayment(payment.key, { amountText: event.target.value })}
              />
              <div className="flex items-end pb-1 sm:col-span-2">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Quitar el pago ${index + 1}`}
                  icon={<Trash2 className="size-4" aria-hidden />}
                  onClick={() => setPayments((current) => current.filter((item) => item.key !== payment.key))}
                />
              </div>
            </li>
          ))}
        </ol>
        <datalist id="charge-other-methods">
          {props.otherMethods.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <Button
          type="button"
          variant="outline"
          size="sm"
          icon={<Plus className="size-4" aria-hidden />}
          onClick={() =>
            setPayments((current) => [
              ...current,
              { key: nextKey(), method: 'DEBIT_CARD', methodLabel: '', amountText: '' },
            ])
          }
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
