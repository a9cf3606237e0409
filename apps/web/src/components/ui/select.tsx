import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { fieldIdFromLabel } from './field-id';
import { FieldLabel } from './field-label';
import { describedBy, FieldMessage } from './field-message';
import { fieldBorderClasses, inputClasses } from './input';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  placeholder?: string;
  error?: string | undefined;
  helperText?: string | undefined;
  /** A required field: an asterisk after the label (as on Input) and aria-required. */
  isRequiredMarked?: boolean;
}

/** A native select: the platform picker is the most usable one on phones and with screen readers. */
export function Select({
  label,
  options,
  placeholder,
  error,
  helperText,
  isRequiredMarked,
  id,
  className,
  ...props
}: SelectProps) {
  const fieldId = id ?? fieldIdFromLabel(label);
  return (
    <div className={clsx('space-y-1.5', className)}>
      <FieldLabel htmlFor={fieldId} label={label} isRequiredMarked={isRequiredMarked} />
      <div className="relative">
        <select
          id={fieldId}
          aria-invalid={error ? true : undefined}
          aria-required={isRequiredMarked ? true : undefined}
          aria-describedby={describedBy(fieldId, error, helperText)}
          className={clsx(
            inputClasses,
            fieldBorderClasses(Boolean(error)),
            'cursor-pointer appearance-none pr-9',
          )}
          {...props}
        >
          {placeholder && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
      </div>
      <FieldMessage fieldId={fieldId} error={error} helperText={helperText} />
    </div>
  );
}
