import type { SpaceRole } from '../users/user.schema';

/**
 * Who sees what an appointment cost on a client's pages and exports: an ADMIN sees every price; a
 * MEMBER only those of the appointments they attended (they are the host). What colleagues charge is
 * the clinic's business, not every employee's.
 */
export function canSeeBookingPrice(
  viewer: { role: SpaceRole; userId: string },
  hostId: string | null,
): boolean {
  return viewer.role === 'ADMIN' || (hostId !== null && hostId === viewer.userId);
}

export const HIDDEN_PRICE_LABEL = 'No visible (cita de otro profesional)';
