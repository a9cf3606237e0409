import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';

interface MarkFieldErrorsOptions<T extends FieldValues> {
  /** Which names are the form's fields; without it, every name the server gave is one. */
  isField?: (name: string) => boolean;
  /** API field names that the form shows under another input. */
  renamed?: Partial<Record<string, FieldPath<T>>>;
}

/**
 * A refused request's details (a 400 names the fields it refused) put under their own inputs, as well
 * as in the form's banner. Says whether the server named any field.
 */
export function markFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  { isField = () => true, renamed = {} }: MarkFieldErrorsOptions<T> = {},
): boolean {
  const details = isApiError(error) ? error.details : [];
  for (const detail of details) {
    const field = renamed[detail.field] ?? detail.field;
    if (isField(field)) setError(field as FieldPath<T>, { message: detail.message });
  }
  return details.length > 0;
}
