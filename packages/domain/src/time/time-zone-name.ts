// The clinic's zone as a client reads it: 'hora de Chile continental', not 'America/Santiago'
// (the confirmation and reminder e-mails name it). Intl's long generic name ('hora de Europa central', 'hora de Perú') is right for
// most zones; the table below covers only the zones where Intl's name is missing (it answers an offset
// such as 'GMT+00:00') or misleading for a client of that country.

const NAMES_INTL_LACKS: Readonly<Record<string, string>> = {
  // Intl says 'hora de Chile', which also fits Easter Island (Pacific/Easter), two hours behind.
  'America/Santiago': 'hora de Chile continental',
  // Intl says 'hora estándar central', a name a Mexican client does not use.
  'America/Mexico_City': 'hora del centro de México',
  UTC: 'hora universal coordinada (UTC)',
  'Etc/UTC': 'hora universal coordinada (UTC)',
  'Etc/GMT': 'hora universal coordinada (UTC)',
};

const NAMED_AT = Date.UTC(2026, 0, 15);

const remembered = new Map<string, string>();

/** The zone in Spanish words; the IANA name itself only when neither Intl nor the table knows it. */
export function timeZoneInWords(timeZone: string): string {
  const known = NAMES_INTL_LACKS[timeZone] ?? remembered.get(timeZone);
  if (known) return known;
  let name: string | undefined;
  try {
    name = new Intl.DateTimeFormat('es', { timeZone, timeZoneName: 'longGeneric' })
      // A fixed recent instant: the name follows the zone's rules at that date (in 1970 Madrid's differed).
      .formatToParts(NAMED_AT)
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    name = undefined;
  }
  // 'GMT-03:00' is an offset, not a name: it would be wrong half the year in a zone with DST.
  const words = name && !/^(GMT|UTC)/.test(name) ? name : `hora de ${timeZone}`;
  remembered.set(timeZone, words);
  return words;
}
