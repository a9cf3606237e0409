-- A booking's pending reminders are found by booking and status (decision 117). With the booking
-- alone in the index, PostgreSQL could AND it with email_outbox_due_idx's every PENDING row: under
-- the status-change bench 3,101 index entries read to drop 3 reminders, on every cancel, move and
-- confirmation, and more as the outbox's pending reminders grow. With the status in the same index
-- one index scan answers the whole condition, which no plan with a second index can beat.
DROP INDEX IF EXISTS "email_outbox_booking_idx";--> statement-breakpoint
CREATE INDEX "email_outbox_booking_status_idx" ON "email_outbox" USING btree ("booking_id","status");
