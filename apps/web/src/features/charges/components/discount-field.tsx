import type { ChargeCurrency } from '@citavet/domain/charges/charge-money';
import { clsx } from 'clsx';
import { fieldBorderClasses, inputClasses } from '@/components/ui/input';
import type { DiscountDraft } from '../charge-form';

/** A discount as an amount of the currency or a percentage: one field and its unit. */
export function DiscountField({
  id,
  label,
  currency,
  value,
  onChange,
  className,
}: {
  id: string;
  label: string;
  currency: ChargeCurrency;
  value: DiscountDraft;
  onChange: (value: DiscountDraft) => void;
  className?: string;
}) {
  return (
    <div className={clsx('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          inputMode="decimal"
          placeholder="0"
          className={clsx(inputClasses, fieldBorderClasses(false))}
          value={value.text}
          onChange={(event) => onChange({ ...value, text: event.target.value })}
        />
        <select
          aria-label={`${label}: unidad`}
          className={clsx(inputClasses, fieldBorderClasses(false), 'w-24 cursor-pointer')}
          value={value.kind}
          onChange={(event) => onChange({ ...value, kind: event.target.value as DiscountDraft['kind'] })}
        >
          <option value="PERCENT">%</option>
          <option value="AMOUNT">{currency}</option>
        </select>
      </div>
    </div>
  );
}
