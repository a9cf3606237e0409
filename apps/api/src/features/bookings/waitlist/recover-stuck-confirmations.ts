import type { Transaction } from '@citavet/db/database';
import {
  expireStuckOffer,
  lockStuckConfirmations,
  reopenOffer,
  settleBooked,
} from './waitlist-recovery.repository';

// A confirmation claims its offer (CONFIRMING) and then books through the public booking's path; a
// process that dies in between leaves the offer claimed, its slot held and its client told nothing
// (docs/decisions/088). After CONFIRMATION_TIMEOUT_MS — far longer than any confirmation takes, so
// a slow one still running is never taken over — the sweep settles it from what was written: the
// booking made (BOOKED), else the offer open again within its hold, else run out like any hold.

export const CONFIRMATION_TIMEOUT_MS = 2 * 60_000;

export type RecoveredConfirmations = { booked: number; reopened: number; expired: number };

export async function recoverStuckConfirmations(
  tx: Transaction,
  now: Date,
  limit = 100,
): Promise<RecoveredConfirmations> {
  const stuck = await lockStuckConfirmations(tx, new Date(now.getTime() - CONFIRMATION_TIMEOUT_MS), limit);
  const recovered: RecoveredConfirmations = { booked: 0, reopened: 0, expired: 0 };
  for (const offer of stuck) {
    if (offer.bookingId !== null) {
      await settleBooked(tx, offer.id, offer.bookingId);
      recovered.booked += 1;
    } else if (offer.holdUntil.getTime() > now.getTime()) {
      await reopenOffer(tx, offer.id);
      recovered.reopened += 1;
    } else {
      await expireStuckOffer(tx, offer, now);
      recovered.expired += 1;
    }
  }
  return recovered;
}
