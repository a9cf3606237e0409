/**
 * Names of the query builder's statements that run on every staff write. A named statement is
 * parsed once per connection and, after PostgreSQL's first five runs, kept with its generic plan:
 * these joins took 0.4–2.1 ms to plan and under 0.2 ms to run, planned again on every call while
 * they went unnamed (decision 100). A connection keeps a name for one text only, so a query with two
 * shapes takes two names, and a changed text takes a new version.
 */
export const STAFF_PATH_STATEMENTS = {
  bookingRowAndSummary: 'booking_row_and_summary_v1',
  hostServiceSchedules: 'host_service_schedules_v1',
  bookingSummary: 'booking_summary_v1',
  bookingSummaryByLink: 'booking_summary_by_link_v1',
  dropRemindersAndEnqueue: 'drop_reminders_and_enqueue_v1',
  // Texts built once at module load (queryPreparedRows; decision 101).
  scheduleContextPrepared: 'schedule_context_v4',
  scheduleContextWithMemberPrepared: 'schedule_context_member_v4',
  scheduleContextWithBlocks: 'schedule_context_member_blocks_v3',
  disabledDatesAndBusyPrepared: 'disabled_dates_and_busy_v3',
  disabledDatesAndBusyExceptOnePrepared: 'disabled_dates_and_busy_except_one_v3',
  staffBookingWritten: 'staff_booking_written_v4',
  staffBookingOfClientWritten: 'staff_booking_of_client_written_v4',
  /** Staff writes that arrived together, one call of citavet_staff_booking_writes (decision 120). */
  staffBookingWrites: 'staff_booking_writes_v1',
  staffBookingParty: 'staff_booking_party_v1',
  /** A prefix: the status change's update takes one name per shape (booking-transitions.repository.ts). */
  transitionBooking: 'transition_v1',
  /** Written once as text (bookings.repository.ts): the booking, the member's role, the e-mails' summary. */
  bookingAccess: 'booking_access_v1',
  /** A status change in one statement: the guarded update, the reminders dropped, its e-mails' draft, audit row. */
  statusChangeWrite: 'status_change_write_v2',
  /** Status changes that arrived together, one call of citavet_status_change_writes (decision 121). */
  statusChangeWrites: 'status_change_writes_v1',
} as const;

/** The outbox's insert, every writer's (apps/api/src/mail/outbox.repository.ts), its text written once. */
export const OUTBOX_STATEMENTS = {
  enqueue: 'outbox_enqueue_v1',
} as const;
