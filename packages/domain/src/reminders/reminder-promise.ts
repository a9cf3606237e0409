// What a booking's confirmation promises about its reminders, in the e-mail and on the booking
// page's confirmation screen: the offsets of the reminders that will really go out. No zod here:
// the public booking page reads it.

const MINUTES_PER_DAY = 24 * 60;

/** '48 h', '2 h', '30 min', '2 días', '1 día 6 h': how the chips name an offset. */
export function formatOffset(minutes: number): string {
  const days = Math.floor(minutes / MINUTES_PER_DAY);
  const hours = Math.floor((minutes % MINUTES_PER_DAY) / 60);
  const rest = minutes % 60;
  if (days > 0 && minutes % MINUTES_PER_DAY === 0 && days <= 2) return `${days * 24} h`;
  const parts = [
    ...(days > 0 ? [`${days} ${days === 1 ? 'día' : 'días'}`] : []),
    ...(hours > 0 ? [`${hours} h`] : []),
    ...(rest > 0 ? [`${rest} min`] : []),
  ];
  return parts.join(' ');
}

/** '24 horas', '2 horas', '1 hora', '30 minutos', '1 día 6 h': an offset as the confirmation words it. */
export function offsetInWords(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hora' : `${minutes / 60} horas`;
  return minutes < 60 ? `${minutes} minutos` : formatOffset(minutes);
}

/** 'Te enviaremos un recordatorio 24 horas antes de la cita.' (or several, joined with 'y'). */
export function reminderPromise(offsets: readonly number[]): string {
  const words = offsets.map(offsetInWords);
  const list = words.length === 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} y ${words.at(-1)}`;
  return `Te enviaremos ${offsets.length === 1 ? 'un recordatorio' : 'recordatorios'} ${list} antes de la cita.`;
}
