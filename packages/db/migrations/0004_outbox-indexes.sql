-- Reminders are dropped by booking id (cancel, move, confirm) and bookings cascade here on delete:
-- index booking_id. The dedupe key is almost always NULL, which never conflicts: index only the rest.
DROP INDEX "email_outbox_dedupe_unique";--> statement-breakpoint
CREATE INDEX "email_outbox_booking_idx" ON "email_outbox" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_dedupe_unique" ON "email_outbox" USING btree ("dedupe_key") WHERE "email_outbox"."dedupe_key" is not null;