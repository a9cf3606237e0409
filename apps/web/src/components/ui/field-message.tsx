interface FieldMessageProps {
  fieldId: string;
  error?: string | undefined;
  helperText?: string | undefined;
}

/** Error text in red under a field, or the helper text in grey when there is no error. */
export function FieldMessage({ fieldId, error, helperText }: FieldMessageProps) {
  if (error) {
    return (
      <p id={`${fieldId}-error`} className="text-sm text-error">
        {error}
      </p>
    );
  }
  if (helperText) {
    return (
      <p id={`${fieldId}-helper`} className="text-sm text-slate-500">
        {helperText}
      </p>
    );
  }
  return null;
}

export function describedBy(fieldId: string, error?: string, helperText?: string): string | undefined {
  if (error) return `${fieldId}-error`;
  if (helperText) return `${fieldId}-helper`;
  return undefined;
}
