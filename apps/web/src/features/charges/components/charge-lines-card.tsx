import { type ChargeCurrency, formatMoney, minorFromDecimal } from '@citavet/domain/charges/charge-money';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { type DiscountDraft, decimalText, type FormOutcome, type LineDraft } from '../charge-form';
import { CataloguePicker } from './catalogue-picker';
import { DiscountField } from './discount-field';

interface ChargeLinesCardProps {
  spaceId: string;
  currency: ChargeCurrency;
  pricesIncludeTax: boolean;
  lines: readonly LineDraft[];
  outcome: FormOutcome;
  rateOptions: { value: string; label: string }[];
  totalDiscount: DiscountDraft;
  onTotalDiscountChange: (discount: DiscountDraft) => void;
  onUpdate: (key: string, patch: Partial<LineDraft>) => void;
  onRemove: (key: string) => void;
  onAdd: (line: Partial<LineDraft>) => void;
}

/** 'Líneas': services from the catalogue and products, each with its tax and discount, then the totals. */
export function ChargeLinesCard({
  spaceId,
  currency,
  pricesIncludeTax,
  lines,
  outcome,
  rateOptions,
  totalDiscount,
  onTotalDiscountChange,
  onUpdate,
  onRemove,
  onAdd,
}: ChargeLinesCardProps) {
  const money = (amount: number) => formatMoney(amount, currency);
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Líneas</h2>
        <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
          <CataloguePicker
            spaceId={spaceId}
            currency={currency}
            onPick={(service) =>
              onAdd({
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
            onClick={() => onAdd({})}
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
          <ChargeLineFields
            key={line.key}
            line={line}
            index={index}
            currency={currency}
            rateOptions={rateOptions}
            total={outcome.ok ? (outcome.figures.lines[index]?.total ?? 0) : null}
            onUpdate={onUpdate}
            onRemove={onRemove}
          />
        ))}
      </ol>
      <DiscountField
        id="total-discount"
        label="Descuento sobre el total"
        currency={currency}
        value={totalDiscount}
        onChange={onTotalDiscountChange}
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
          <dt className="text-slate-600">Impuestos{pricesIncludeTax ? ' (incluidos)' : ''}</dt>
          <dd className="text-right tabular-nums">{money(outcome.figures.taxTotal)}</dd>
          <dt className="text-base font-semibold text-slate-900">Total</dt>
          <dd className="text-right text-base font-semibold tabular-nums" data-testid="charge-total">
            {money(outcome.figures.total)}
          </dd>
        </dl>
      )}
    </Card>
  );
}

/** One line: description, quantity, price, tax and discount, its amount, and 'Quitar'. */
function ChargeLineFields({
  line,
  index,
  currency,
  rateOptions,
  total,
  onUpdate,
  onRemove,
}: {
  line: LineDraft;
  index: number;
  currency: ChargeCurrency;
  rateOptions: { value: string; label: string }[];
  /** The line's amount, or none while the form does not add up. */
  total: number | null;
  onUpdate: (key: string, patch: Partial<LineDraft>) => void;
  onRemove: (key: string) => void;
}) {
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-12">
        <legend className="sr-only">Línea {index + 1}</legend>
        <Input
          id={`${line.key}-description`}
          label="Descripción"
          className="col-span-2 sm:col-span-5"
          value={line.description}
          onChange={(event) => onUpdate(line.key, { description: event.target.value })}
        />
        <Input
          id={`${line.key}-quantity`}
          label="Cantidad"
          inputMode="decimal"
          className="sm:col-span-2"
          value={line.quantityText}
          onChange={(event) => onUpdate(line.key, { quantityText: event.target.value })}
        />
        <Input
          id={`${line.key}-price`}
          label={`Precio (${currency})`}
          inputMode="decimal"
          className="sm:col-span-2"
          value={line.priceText}
          onChange={(event) => onUpdate(line.key, { priceText: event.target.value })}
        />
        <Select
          id={`${line.key}-tax`}
          label="Impuesto"
          className="sm:col-span-3"
          options={rateOptions}
          value={String(line.taxRateBp)}
          onChange={(event) => onUpdate(line.key, { taxRateBp: Number(event.target.value) })}
        />
        <DiscountField
          id={`${line.key}-discount`}
          label="Descuento de la línea"
          className="col-span-2 sm:col-span-6"
          currency={currency}
          value={line.discount}
          onChange={(discount) => onUpdate(line.key, { discount })}
        />
        <div className="col-span-2 flex items-end justify-between gap-2 sm:col-span-6">
          <p className="text-sm text-slate-700">
            Importe:{' '}
            <span className="font-semibold tabular-nums">
              {total === null ? '—' : formatMoney(total, currency)}
            </span>
          </p>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Quitar la línea ${index + 1}`}
            icon={<Trash2 className="size-4" aria-hidden />}
            onClick={() => onRemove(line.key)}
          />
        </div>
      </fieldset>
    </li>
  );
}
