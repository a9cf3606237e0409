import type { Booking } from '@citavet/domain/bookings/booking.schema';
import {
  arrivalStampsOf,
  type BookingStatus,
  isArrivedStatus,
  judgeStatusChange,
} from '@citavet/domain/bookings/booking-status';
import type { AppDependencies } from '../../app-dependencies';
import { auditIpHash } from '../../audit/audit-ip';
import { createOpaqueToken } from '../../security/tokens';
import type { BookingAccess } from './booking-access';
import { toBooking } from './booking-dto';
import { writeStatusChangeInBatch } from './booking-status-write-batches';
import { CANCELLATION_DROP_REASON } from './emails/booking-cancellation-emails';
import { CONFIRMED_DROP_REASON } from './emails/booking-changed-emails';
import type { StatusChange } from './move-booking';

/**
 * moveBooking's change in one statement, judged on the booking as it was read with its access
 * (booking-access.ts): what moveBooking writes in a transaction (the update, the audit row of a
 * revert or a front desk step, the reminders a cancellation or a request's confirmation replaces,
 * a confirmed request's new link) written at once, only if the booking is still as read
 * (booking-status-write.repository.ts), with a draft of the change's e-mails that the outbox worker
 * expands into the same e-mails moveBooking queues (decision 106; a confirmation's SMS reminders
 * judged there against the space's SMS month). Null when this way does not apply and the caller
 * must go moveBooking's way: a refused change (moveBooking answers it), or a booking another change
 * moved since it was read (moveBooking reads it again under its lock and answers as it always did).
 */
export async function moveBookingInOneStatement(
  deps: AppDependencies,
  access: Pick<BookingAccess, 'row' | 'fingerprint'>,
  to: BookingStatus,
  change: StatusChange,
): Promise<Booking | null> {
  const { row, fingerprint } = access;
  const now = deps.clock.now();
  const verdict = judgeStatusChange({
    from: row.status,
    to,
    startAt: row.startAt.getTime(),
    now: now.getTime(),
    actor: { userId: change.actorId, isAdmin: change.isAdmin },
    lastChange: { userId: row.statusChangedBy, at: row.statusChangedAt?.getTime() ?? null },
  });
  if (!verdict.isAllowed) return null;
  const isCancelling = to === 'CANCELLED';
  const isApproval = row.status === 'PENDING' && to === 'CONFIRMED' && Boolean(row.clientEmail);
  const cancellationReason = change.cancellationReason ?? null;
  // The confirmation carries a new link; the request's link keeps working beside it.
  const manage = isApproval ? createOpaqueToken() : null;
  // Arrivals and calls into the consultation room are audited, as reverts are (moveBooking).
  const isAudited = verdict.isRevert || isArrivedStatus(row.status) || isArrivedStatus(to);
  // Written with the status changes that arrive meanwhile, each in its own subtransaction (decision 121).
  const moved = await writeStatusChangeInBatch(deps.database, {
    bookingId: row.id,
    from: row.status,
    fingerprint,
    to,
    now,
    actorId: change.actorId,
    cancellationReason,
    stamps: toDates(arrivalStampsOf(row.status, to, now.getTime())),
    newManageToken: manage,
    dropReason: isCancelling ? CANCELLATION_DROP_REASON : manage ? CONFIRMED_DROP_REASON : null,
    // The e-mails (cancellationEmailsOf, confirmedEmailsOf) are drafted by the outbox worker from
    // the booking as this write leaves it (expand-status-message-drafts.ts, decision 106).
    draft:
      isCancelling || manage
        ? { isDeclinedRequest: isCancelling && row.status === 'PENDING' && change.isStaff === true }
        : null,
    audit: isAudited
      ? {
          action: verdict.isRevert ? 'BOOKING_STATUS_REVERTED' : 'BOOKING_STATUS_CHANGED',
          ip: auditIpHash(change.ip),
          details: { from: row.status, to, isUndo: verdict.isUndo },
        }
      : null,
  });
  // The joined columns (host, pet, service, range) are as read: the fingerprint held their keys.
  return moved ? toBooking({ ...row, ...moved }) : null;
}

function toDates(stamps: { checkedInAt?: number | null; consultationStartedAt?: number | null }) {
  const asDate = (value: number | null) => (value === null ? null : new Date(value));
  return {
    ...(stamps.checkedInAt === undefined ? {} : { checkedInAt: asDate(stamps.checkedInAt) }),
    ...(stamps.consultationStartedAt === undefined
      ? {}
      : { consultationStartedAt: asDate(stamps.consultationStartedAt) }),
  };
}
