import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { describedBy, FieldMessage } from './field-message';

interface CheckboxProps {
  id: string;
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  onBlur?: () => void;
  error?: string | undefined;
  helperText?: string | undefined;
  disabled?: boolean;
  name?: string;
  className?: string;
}

export function Checkbox({
  id,
  label,
  checked,
  defaultChecked,
  onCheckedChange,
  onBlur,
  error,
  helperText,
  disabled,
  name,
  className,
}: CheckboxProps) {
  return (
    <div className={clsx('space-y-1.5', className)}>
      <div className="flex items-start gap-2.5">
        <CheckboxPrimitive.Root
          id={id}
          name={name}
          checked={checked}
          defaultChecked={defaultChecked}
          onCheckedChange={(value) => onCheckedChange?.(value === true)}
          onBlur={onBlur}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, helperText)}
          className={clsx(
            'mt-0.5 flex size-4.5 shrink-0 cursor-pointer items-center justify-center rounded border bg-white',
            'transition-colors data-[state=checked]:border-primary data-[state=checked]:bg-primary',
            'disabled:cursor-not-allowed disabled:opacity-50',
            error ? 'border-error' : 'border-slate-400',
          )}
        >
          <CheckboxPrimitive.Indicator>
            <Check className="size-3.5 text-white" strokeWidth={3} aria-hidden />
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
        <label htmlFor={id} className="cursor-pointer text-sm leading-snug text-slate-700">
          {label}
        </label>
      </div>
      <FieldMessage fieldId={id} error={error} helperText={helperText} />
    </div>
  );
}
