import type { ComponentProps } from 'react';

interface FieldLabelProps extends Omit<ComponentProps<'label'>, 'children' | 'htmlFor'> {
  /** The field's id. */
  htmlFor: string;
  label: string;
  /** An asterisk after the label; validation itself lives in the form's schema. */
  isRequiredMarked?: boolean | undefined;
}

/** A field's label, as every text field, select and combobox draws it. */
export function FieldLabel({ htmlFor, label, isRequiredMarked, ...props }: FieldLabelProps) {
  return (
    <label {...props} htmlFor={htmlFor} className="block text-sm font-medium text-slate-700">
      {label}
      {isRequiredMarked && (
        <span className="text-error" aria-hidden>
          {' '}
          *
        </span>
      )}
    </label>
  );
}
