import type { DatabaseHandle, PreparedStatement } from '@citavet/db/database';
import { STAFF_PATH_STATEMENTS } from '@citavet/db/statement-names';
import type { BookingStatus } from '@citavet/domain/bookings/booking-status';
import { dropAppointmentRemindersText } from '../../mail/reminder-outbox.repository';
import {
  BOOKING_DRAFT_FINGERPRINT_SQL,
  BOOKING_OWN_COLUMNS_SQL,
  type OwnColumnsRaw,
  ownColumnsOf,
} from './bookings.repository';
import { insertStatusMessageDraftText } from './emails/booking-status-message-drafts.repository';

// A member's status change in one prepared statement, outside any transaction (one statement is
// atomic on its own): the update of the booking under its row lock, the reminders it drops, the
// draft of the e-mails it causes (drafted and queued by the outbox worker, decision 106) and its
// audit row. Its text is written here once, with positional parameters,
// and its row mapped by hand: building it with the query builder on every call, and BEGIN and
// COMMIT around four statements, were most of a status change's CPU (decision 102).
//
// The update only happens while the booking is still as it was read: in the status the change was
// judged on, and with the columns the answer is built from (BOOKING_DRAFT_FINGERPRINT_SQL).
// Everything else hangs off the updated row (`moved`), so when another change got there first
// nothing at all is written, and the caller goes the long way (move-booking.ts), which answers a
// concurrent change exactly as before.

/** The statement's values, in the order of its positional parameters. */
const PARAMETERS = [
  'id',
  'from',
  'fingerprint',
  'to',
  'now',
  'actorId',
  'isCancelling',
  'cancellationReason',
  'isEventChanged',
  'newManageTokenHash',
  'isCheckedInSet',
  'checkedInAt',
  'isConsultationSet',
  'consultationStartedAt',
  'dropReason',
  'isDrafted',
  'isDeclinedRequest',
  'manageToken',
  'auditAction',
  'auditIp',
  'auditDetails',
] as const;
type Parameter = (typeof PARAMETERS)[number];

/** `$n::type`: the position of a named value. */
const at = (name: Parameter, type: string) => `$${PARAMETERS.indexOf(name) + 1}::${type}`;

const STATUS_CHANGE_WRITE: PreparedStatement = {
  name: STAFF_PATH_STATEMENTS.statusChangeWrite,
  // Every part is found by primary key or by the booking's id: the generic plan is the custom one.
  isGenericPlan: true,
  // A cancellation or a request's confirmation moves the calendar event's SEQUENCE on in the same
  // update (transitionBooking, nextCalendarSequence); a confirmed request's new link keeps the old one
  // working beside it (approveWithNewManageTokenHash); a stamp not written keeps its value, as the
  // query builder's update leaves it out.
  text: `with moved as (
      update bookings b set status = ${at('to', 'text')}, status_changed_at = ${at('now', 'timestamptz')},
        status_changed_by = ${at('actorId', 'uuid')}, updated_at = ${at('now', 'timestamptz')},
        checked_in_at = case when ${at('isCheckedInSet', 'boolean')}
          then ${at('checkedInAt', 'timestamptz')} else b.checked_in_at end,
        consultation_started_at = case when ${at('isConsultationSet', 'boolean')}
          then ${at('consultationStartedAt', 'timestamptz')} else b.consultation_started_at end,
        cancelled_at = case when ${at('isCancelling', 'boolean')}
          then ${at('now', 'timestamptz')} else b.cancelled_at end,
        cancellation_reason = case when ${at('isCancelling', 'boolean')}
          then ${at('cancellationReason', 'text')} else b.cancellation_reason end,
        calendar_sequence = b.calendar_sequence + case when ${at('isEventChanged', 'boolean')} then 1 else 0 end,
        manage_token_hash = coalesce(${at('newManageTokenHash', 'text')}, b.manage_token_hash),
        request_token_hash = case when ${at('newManageTokenHash', 'text')} is null
          then b.request_token_hash else b.manage_token_hash end
       where b.id = ${at('id', 'uuid')} and b.status = ${at('from', 'text')}
         and ${BOOKING_DRAFT_FINGERPRINT_SQL} = ${at('fingerprint', 'text')}
      returning b.id, b.space_id, ${BOOKING_OWN_COLUMNS_SQL}
    ),
    dropped as (
      ${dropAppointmentRemindersText(
        `(select m.id from moved m where ${at('dropReason', 'text')} is not null)`,
        at('dropReason', 'text'),
      )}
    ),
    drafted as (
      ${insertStatusMessageDraftText({
        from: at('from', 'text'),
        to: at('to', 'text'),
        cancellationReason: `case when ${at('isCancelling', 'boolean')} then ${at('cancellationReason', 'text')} end`,
        isDeclinedRequest: at('isDeclinedRequest', 'boolean'),
        manageToken: at('manageToken', 'text'),
        actorId: at('actorId', 'uuid'),
        now: at('now', 'timestamptz'),
        when: at('isDrafted', 'boolean'),
      })}
    ),
    audited as (
      insert into audit_events (space_id, actor_user_id, action, subject_type, subject_id, client_id, ip,
          details, created_at)
      select m.space_id, ${at('actorId', 'uuid')}, ${at('auditAction', 'text')}, 'booking', m.id, m.client_id,
        ${at('auditIp', 'text')}, ${at('auditDetails', 'jsonb')}, ${at('now', 'timestamptz')}
        from moved m where ${at('auditAction', 'text')} is not null
    )
    select * from moved`,
};

/**
 * The statement's text: migration 0064 holds it, verbatim, as the body of the function a batch of
 * status changes calls (citavet_status_change_write; decision 121).
 */
export const STATUS_CHANGE_WRITE_TEXT = STATUS_CHANGE_WRITE.text;

export type StatusChangeWrite = {
  bookingId: string;
  /** The status it was judged on, and the fingerprint of the row the drafts were made from. */
  from: BookingStatus;
  fingerprint: string;
  to: BookingStatus;
  now: Date;
  actorId: string;
  /** Set on a cancellation (with its SEQUENCE one up); undefined otherwise. */
  cancellationReason?: string | null;
  /** The front desk's stamps this change writes (undefined: kept). */
  stamps: { checkedInAt?: Date | null; consultationStartedAt?: Date | null };
  /**
   * A PENDING request confirmed with a client to tell: the confirmation's new link, whose hash the
   * booking keeps (its calendar event's SEQUENCE goes one up too) and whose token the draft keeps
   * for the e-mails; null otherwise.
   */
  newManageToken: { token: string; tokenHash: string } | null;
  /** Reminders of the booking still pending are dropped with this reason; null: kept. */
  dropReason: string | null;
  /**
   * The change leaves a draft of its e-mails for the outbox worker (a cancellation, a request's
   * confirmation); `isDeclinedRequest`: the clinic's staff declined a request.
   */
  draft: { isDeclinedRequest: boolean } | null;
  audit: {
    action: string;
    ip: string | null;
    details: Record<string, string | number | boolean | null>;
  } | null;
};

/** The booking's own columns as the change left them; null when it was no longer as read. */
export async function writeStatusChange(database: DatabaseHandle, write: StatusChangeWrite) {
  const [moved] = await database.run<OwnColumnsRaw>(STATUS_CHANGE_WRITE, statusChangeValues(write));
  return moved ? ownColumnsOf(moved) : null;
}

/** The change's values, in the order of the statement's (and the function's) parameters. */
export function statusChangeValues(write: StatusChangeWrite): unknown[] {
  const isCancelling = write.to === 'CANCELLED';
  const { checkedInAt, consultationStartedAt } = write.stamps;
  const values: Record<Parameter, unknown> = {
    id: write.bookingId,
    from: write.from,
    fingerprint: write.fingerprint,
    to: write.to,
    now: write.now.toISOString(),
    actorId: write.actorId,
    isCancelling,
    cancellationReason: isCancelling ? (write.cancellationReason ?? null) : null,
    isEventChanged: isCancelling || write.newManageToken !== null,
    newManageTokenHash: write.newManageToken?.tokenHash ?? null,
    isCheckedInSet: checkedInAt !== undefined,
    checkedInAt: checkedInAt ? checkedInAt.toISOString() : null,
    isConsultationSet: consultationStartedAt !== undefined,
    consultationStartedAt: consultationStartedAt ? consultationStartedAt.toISOString() : null,
    dropReason: write.dropReason,
    isDrafted: write.draft !== null,
    isDeclinedRequest: write.draft?.isDeclinedRequest ?? false,
    manageToken: write.newManageToken?.token ?? null,
    auditAction: write.audit?.action ?? null,
    auditIp: write.audit?.ip ?? null,
    auditDetails: write.audit ? JSON.stringify(write.audit.details) : null,
  };
  return PARAMETERS.map((name) => values[name]);
}
