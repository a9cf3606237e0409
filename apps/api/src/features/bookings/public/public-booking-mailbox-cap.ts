import { PUBLIC_BOOKING_CAP_MESSAGES } from '@citavet/domain/bookings/public-booking-caps';
import { mailboxKey } from '@citavet/domain/communications/mailbox-key';
import type { AppDependencies } from '../../../app-dependencies';
import { AppError } from '../../../http/app-error';
import { accountKey } from '../../../security/account-limits';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The per-e-mail cap on public bookings, counted per inbox: `ana+1@x.com`, `ana+2@x.com` and, at
 * Gmail, `a.na@gmail.com` are one inbox (mailboxKey), so tags and dots open no fresh allowance.
 * The bookings table's own count (public-booking-snapshot.repository.ts) still holds the exact
 * address; this one, in the shared limit store, holds the folded inbox across spaces and processes.
 */
export function publicBookingInboxes(deps: AppDependencies, perInboxPerDay: number) {
  const keyOf = (email: string) => `public-booking-inbox:${accountKey(mailboxKey(email))}`;
  return {
    /** A 429 when the inbox already got its day's public bookings. */
    async check(email: string): Promise<void> {
      if (perInboxPerDay <= 0) return;
      const counted = await deps.limits.store.read(keyOf(email));
      if (counted && Number(counted.value) >= perInboxPerDay) {
        const seconds = Math.max(1, Math.ceil(counted.ttlMs / 1000));
        throw new AppError(429, 'BOOKING_LIMIT_REACHED', PUBLIC_BOOKING_CAP_MESSAGES.email, {
          retryAfterSeconds: seconds,
        });
      }
    },
    /** Counts a booking that was written. */
    async count(email: string): Promise<void> {
      if (perInboxPerDay <= 0) return;
      await deps.limits.store.incrementInWindow(keyOf(email), DAY);
    },
  };
}
