import { dateTimeFormat } from '@citavet/domain/time/date-time-formats';

/**
 * A calendar date in es-ES as the clinic sees it: an instant is read in the space's zone, so a member
 * who joined at 00:30 in Madrid did not join "yesterday" for a browser in New York.
 */
export function formatSpaceDate(value: string, timeZone: string | undefined): string {
  return dateTimeFormat('es-ES', { day: 'numeric', month: 'short', year: 'numeric', timeZone }).format(
    new Date(value),
  );
}
