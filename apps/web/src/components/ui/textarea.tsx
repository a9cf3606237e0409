import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { fieldIdFromLabel } from './field-id';
import { describedBy, FieldMessage } from './field-message';
import { fieldBorderClasses } from './input';

export interface TextareaProps extends ComponentProps<'textarea'> {
  label: string;
  error?: string | undefined;
  helperText?: string | undefined;
}

/** A multi-line text field with the same label, error and helper rules as `Input`. */
export function Textarea({ label, error, helperText, id, className, rows = 3, ...props }: TextareaProps) {
  const fieldId = id ?? fieldIdFromLabel(label);
  return (
    <div className={clsx('space-y-1.5', className)}>
      <label htmlFor={fieldId} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, helperText)}
        className={clsx(
          'block w-full resize-y rounded-control border bg-white px-3 py-2 text-base text-slate-900 shadow-xs',
          'transition-colors placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 sm:text-sm',
          'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
          fieldBorderClasses(Boolean(error)),
        )}
        {...props}
      />
      <FieldMessage fieldId={fieldId} error={error} helperText={helperText} />
    </div>
  );
}
