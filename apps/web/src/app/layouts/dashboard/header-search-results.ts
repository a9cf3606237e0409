import type { Booking } from '@citavet/domain/bookings/booking.schema';
import { bookingStatusLabel } from '@citavet/domain/bookings/booking-status';
import { PET_SPECIES_LABELS } from '@citavet/domain/pets/pet.schema';
import { CalendarDays, Contact, PawPrint } from 'lucide-react';
import type { fetchClientList } from '@/api/client-search';
import { paths } from '@/config/paths';
import { formatTime } from '@/lib/formatters';

export type SearchResult = { key: string; label: string; detail: string; to: string; icon: typeof Contact };

type ClientList = Awaited<ReturnType<typeof fetchClientList>>;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

interface SearchResultsInput {
  space: { id: string; timeZone: string };
  search: string;
  todays: readonly Booking[];
  clients: ClientList['clients'];
}

/**
 * What 'Buscar' offers, in order: today's appointments whose client, phone, pet or reason match
 * (accents and capitals aside), then the clients the search found, each followed by its pets whose
 * name or microchip match.
 */
export function searchResults({ space, search, todays, clients }: SearchResultsInput): SearchResult[] {
  const folded = fold(search);
  const results: SearchResult[] = [];
  for (const booking of todays) {
    if (booking.status === 'CANCELLED') continue;
    const haystack = fold(
      [booking.client.name, booking.client.phone, booking.pet?.name, booking.reason].join(' '),
    );
    if (!haystack.includes(folded)) continue;
    results.push({
      key: `booking-${booking.id}`,
      label: `${formatTime(booking.startTime, space.timeZone)} · ${booking.client.name}${booking.pet ? ` (${booking.pet.name})` : ''}`,
      detail: `Hoy con ${booking.host.name} · ${bookingStatusLabel(booking.status)}`,
      to: booking.pet
        ? paths.space.pet(space.id, booking.pet.id)
        : booking.client.id
          ? paths.space.client(space.id, booking.client.id)
          : paths.space.agenda(space.id),
      icon: CalendarDays,
    });
  }
  for (const client of clients) {
    results.push({
      key: `client-${client.id}`,
      label: client.name,
      detail: [client.phone, client.email].filter(Boolean).join(' · ') || 'Cliente',
      to: paths.space.client(space.id, client.id),
      icon: Contact,
    });
    for (const pet of client.pets) {
      const matches = fold(pet.name).includes(folded) || (pet.microchip ?? '').includes(search);
      if (!matches) continue;
      results.push({
        key: `pet-${pet.id}`,
        label: `${pet.name} (${PET_SPECIES_LABELS[pet.species]})`,
        detail: `Mascota de ${client.name}${pet.microchip ? ` · microchip ${pet.microchip}` : ''}`,
        to: paths.space.pet(space.id, pet.id),
        icon: PawPrint,
      });
    }
  }
  return results;
}
