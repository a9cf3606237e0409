/**
 * Intl date formatters kept by locale and options (the zone is one of them). Building one reads the
 * locale's and the zone's data and costs far more than formatting with it: the e-mails, the SMS, the
 * reminders and the PDFs format in loops and in every message, so each asks here instead of building
 * its own. The options are the key as written: callers pass literal objects, whose keys keep their
 * order, so the same call always finds the same formatter.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
