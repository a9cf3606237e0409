import type { Slot } from '../availability/compute-slots';

// The directory's search rules (docs/decisions/050-directory-search.md, open now: open-ranges.ts), pure: the API's
// SQL implements the same ones (features/directory/directory-search.repository.ts) and the
// brute-force oracle test compares both on random clinics.

export const EARTH_RADIUS_KM = 6371.0088;
/** How far ahead the directory looks for a clinic's next free slot. */
export const NEXT_SLOT_DAYS_AHEAD = 14;

export type LatLng = { latitude: number; longitude: number };

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine), in km. */
export function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLng = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * A latitude/longitude box holding every point within `radiusKm` of the centre (the index's range
 * condition; the exact distance filters after). Near a pole or across the antimeridian the longitude
 * span opens to the whole circle rather than wrapping.
 */
export function boundingBox(centre: LatLng, radiusKm: number) {
  const dLat = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const minLatitude = Math.max(-90, centre.latitude - dLat);
  const maxLatitude = Math.min(90, centre.latitude + dLat);
  const maxAbsLatitude = Math.max(Math.abs(minLatitude), Math.abs(maxLatitude));
  const cosine = Math.cos(radians(maxAbsLatitude));
  const dLng = cosine <= 1e-9 ? 360 : (dLat / cosine) * 1.000001;
  const minLongitude = centre.longitude - dLng;
  const maxLongitude = centre.longitude + dLng;
  const isWholeCircle = dLng >= 180 || minLongitude < -180 || maxLongitude > 180;
  return {
    minLatitude,
    maxLatitude,
    minLongitude: isWholeCircle ? -180 : minLongitude,
    maxLongitude: isWholeCircle ? 180 : maxLongitude,
  };
}

export type CandidateSlot = Slot & { serviceId: string; hostId: string };

/**
 * A clinic's next free slot: the earliest start over every (service, host) answer of the engine; on a
 * tie, the smaller service id then host id, so every reader picks the same one.
 */
export function earliestSlot(candidates: readonly CandidateSlot[]): CandidateSlot | null {
  let best: CandidateSlot | null = null;
  for (const slot of candidates) {
    if (
      best === null ||
      slot.startAt < best.startAt ||
      (slot.startAt === best.startAt &&
        (slot.serviceId < best.serviceId || (slot.serviceId === best.serviceId && slot.hostId < best.hostId)))
    ) {
      best = slot;
    }
  }
  return best;
}

/** The availability filters: 'hoy' is the clinic's own today, 'semana' today and the next six days. */
export type AvailabilityFilter = 'hoy' | 'semana';

export function isAvailableWithin(
  nextSlotDate: string | null,
  today: string,
  filter: AvailabilityFilter,
  addDaysTo: (date: string, days: number) => string,
): boolean {
  if (nextSlotDate === null) return false;
  return filter === 'hoy'
    ? nextSlotDate === today
    : nextSlotDate >= today && nextSlotDate < addDaysTo(today, 7);
}
