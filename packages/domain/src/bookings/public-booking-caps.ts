// Caps on what the public booking page may create, so a script cannot fill an agenda or use the
// clinic's e-mails to flood someone's inbox. They hold across processes: the counts are
// read from the bookings table, in the same statement as the rest of the booking's checks.

const HOUR_MILLISECONDS = 3_600_000;
const DAY_MILLISECONDS = 24 * HOUR_MILLISECONDS;

/** Most public bookings per space per hour, per host per day, per client e-mail per day; 0 = no cap. */
export type PublicBookingCaps = { perSpacePerHour: number; perHostPerDay: number; perEmailPerDay: number };

export const DEFAULT_PUBLIC_BOOKING_CAPS: PublicBookingCaps = {
  perSpacePerHour: 60,
  perHostPerDay: 40,
  perEmailPerDay: 5,
};

/** Public bookings created within each window (each counted up to its cap, no further). */
export type PublicBookingCounts = { spaceLastHour: number; hostLastDay: number; emailLastDay: number };

export type CapReached = 'space' | 'host' | 'email';

export const PUBLIC_BOOKING_CAP_MESSAGES: Record<CapReached, string> = {
  space: 'Este espacio ha recibido demasiadas reservas en línea en la última hora. Inténtalo más tarde.',
  host: 'Este profesional no admite más reservas en línea por hoy. Inténtalo mañana o elige a otro profesional.',
  email: 'Has alcanzado el límite de reservas en línea por hoy con este correo electrónico.',
};

/** The windows the counts are taken over, ending now: bookings created at or after these instants. */
export function capWindowsAt(now: number) {
  return { hourAgo: now - HOUR_MILLISECONDS, dayAgo: now - DAY_MILLISECONDS };
}

/** The first cap the next booking would break, or null. */
export function capReached(counts: PublicBookingCounts, caps: PublicBookingCaps): CapReached | null {
  const isFull = (count: number, cap: number) => cap > 0 && count >= cap;
  if (isFull(counts.emailLastDay, caps.perEmailPerDay)) return 'email';
  if (isFull(counts.hostLastDay, caps.perHostPerDay)) return 'host';
  if (isFull(counts.spaceLastHour, caps.perSpacePerHour)) return 'space';
  return null;
}
