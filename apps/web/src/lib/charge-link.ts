import { paths } from '@/config/paths';

// 'Cobrar' from the agenda, a client or a pet opens the new charge pre-filled: the link is built
// and read only here, so the bookings, clients and pets features never import the charges one.

export type ChargeOrigin = { bookingId?: string | null; clientId?: string | null; petId?: string | null };

const KEYS = { bookingId: 'reserva', clientId: 'cliente', petId: 'mascota' } as const;

export function newChargePath(spaceId: string, origin: ChargeOrigin = {}): string {
  const query = new URLSearchParams();
  for (const [field, key] of Object.entries(KEYS) as [keyof ChargeOrigin, string][]) {
    const value = origin[field];
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return text ? `${paths.space.newCharge(spaceId)}?${text}` : paths.space.newCharge(spaceId);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readChargeOrigin(search: URLSearchParams): ChargeOrigin {
  const read = (key: string) => {
    const value = search.get(key);
    return value && UUID.test(value) ? value : null;
  };
  return { bookingId: read(KEYS.bookingId), clientId: read(KEYS.clientId), petId: read(KEYS.petId) };
}
