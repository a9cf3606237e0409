import type { DirectorySpace } from '@citavet/domain/public/directory.schema';
import { formatNumber } from '@/lib/formatters';

/** 'Av. Italia 1234, Montevideo, Montevideo, Uruguay': the parts the clinic filled in, in order. */
export function formatSpaceAddress(
  space: Pick<DirectorySpace, 'address' | 'city' | 'state' | 'country'>,
): string | null {
  const parts = [space.address, space.city, space.state, space.country]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part));
  // A city that repeats as the state (Montevideo, Montevideo) says nothing new.
  const distinct = parts.filter((part, index) => parts.indexOf(part) === index);
  return distinct.length > 0 ? distinct.join(', ') : null;
}

export function formatServicesCount(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'servicio' : 'servicios'}`;
}

export function formatProfessionalsCount(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'profesional' : 'profesionales'}`;
}

/** A phone number as a `tel:` link: digits and a leading plus only. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** 'a 850 m', 'a 3,2 km', 'a 42 km'. */
export function formatDistance(kilometres: number): string {
  if (kilometres < 1) return `a ${Math.max(10, Math.round((kilometres * 1000) / 10) * 10)} m`;
  const digits = kilometres < 10 ? 1 : 0;
  return `a ${new Intl.NumberFormat('es-ES', { maximumFractionDigits: digits }).format(kilometres)} km`;
}

/** 'hoy a las 10:30', 'mañana a las 9:00', 'el jue. 12 mar. a las 16:00' (the clinic's own day and time). */
export function formatNextSlot(slot: { date: string; startTime: string }, today: string): string {
  const time = slot.startTime.replace(/^0(\d)/, '$1');
  const dayMs = Date.parse(`${slot.date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`);
  const days = Math.round(dayMs / 86_400_000);
  if (days === 0) return `hoy a las ${time}`;
  if (days === 1) return `mañana a las ${time}`;
  const label = new Intl.DateTimeFormat('es-ES', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${slot.date}T00:00:00Z`));
  return `el ${label} a las ${time}`;
}
