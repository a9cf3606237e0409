import { getErrorMessage } from '@/lib/api-error';

/** The spec's message for a failed action, followed by the server's reason when it gave one. */
export function failureMessage(title: string, error: unknown): string {
  const reason = getErrorMessage(error, '');
  return reason && reason !== title ? `${title}: ${reason}` : title;
}
