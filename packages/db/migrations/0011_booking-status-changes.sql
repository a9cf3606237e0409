-- Who last changed a booking's status and when, so its author may undo it for a few seconds
-- (packages/domain/src/bookings/booking-status.ts, decision 026). NO_SHOW needs no DDL: status is text,
-- and bookings_host_no_overlap already holds every status but CANCELLED.
ALTER TABLE "bookings" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "status_changed_by" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;