import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { fieldIdFromLabel } from './field-id';
import { FieldLabel } from './field-label';
import { describedBy, FieldMessage } from './field-message';

export interface InputProps extends ComponentProps<'input'> {
  label: string;
  error?: string | undefined;
  helperText?: string | undefined;
  /** Marks the label with an asterisk; validation itself lives in the form's schema. */
  isRequiredMarked?: boolean;
  /** A control drawn inside the right edge of the field (e.g. show password). */
  trailing?: ReactNode;
}

export const inputClasses =
  'block h-10 w-full rounded-control border bg-white px-3 text-base text-slate-900 shadow-xs transition-colors ' +
  'placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 sm:text-sm ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500';

export function fieldBorderClasses(hasError: boolean): string {
  return hasError
    ? 'border-error focus:outline-error'
    : 'border-slate-300 hover:border-slate-400 focus:border-primary focus:outline-primary';
}

export function Input({
  label,
  error,
  helperText,
  isRequiredMarked,
  trailing,
  id,
  className,
  ...props
}: InputProps) {
  const fieldId = id ?? fieldIdFromLabel(label);
  return (
    <div className={clsx('space-y-1.5', className)}>
      <FieldLabel htmlFor={fieldId} label={label} isRequiredMarked={isRequiredMarked} />
      <div className="relative">
        <input
          id={fieldId}
          aria-invalid={error ? true : undefined}
          aria-required={isRequiredMarked ? true : undefined}
          aria-describedby={describedBy(fieldId, error, helperText)}
          className={clsx(inputClasses, fieldBorderClasses(Boolean(error)), trailing ? 'pr-11' : undefined)}
          {...props}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
      </div>
      <FieldMessage fieldId={fieldId} error={error} helperText={helperText} />
    </div>
  );
}
