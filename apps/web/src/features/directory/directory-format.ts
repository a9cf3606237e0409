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
