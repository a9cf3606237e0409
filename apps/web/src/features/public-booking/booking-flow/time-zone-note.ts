// Times on the public page are the clinic's. When the visitor's browser runs on
// another zone the page says whose clock it shows: 'Horarios en hora de Montevideo (GMT-3)'.

/** 'America/Argentina/Buenos_Aires' -> 'Buenos Aires'; 'UTC' stays 'UTC'. */
export function timeZoneCity(timeZone: string): string {
  const lastPart = timeZone.split('/').pop() ?? timeZone;
  return lastPart.replaceAll('_', ' ');
}

/** 'GMT-3', 'GMT+5:30', 'GMT+0' for the zone at the instant `at`. */
export function timeZoneOffsetLabel(timeZone: string, at: number): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' }).formatToParts(at);
  const offset = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  return offset === 'GMT' ? 'GMT+0' : offset;
}

/** The note to show, or null when the browser already runs on the clinic's zone. */
export function clinicTimeZoneNote(
  clinicTimeZone: string,
  browserTimeZone: string,
  at: number,
): string | null {
  if (clinicTimeZone === browserTimeZone) return null;
  return `Horarios en hora de ${timeZoneCity(clinicTimeZone)} (${timeZoneOffsetLabel(clinicTimeZone, at)})`;
}

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
