const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date in es-ES as the clinic sees it: an instant is read in the space's zone, so a member
 * who joined at 00:30 in Madrid did not join "yesterday" for a browser in New York.
 */
export function formatSpaceDate(value: string, timeZone: string | undefined): string {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('es-ES', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(value));
}
