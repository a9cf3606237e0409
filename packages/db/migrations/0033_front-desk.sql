-- The front desk (decision 072): a booking keeps when its patient arrived and when the vet called them
-- in (the wait). The RECEPTION role and the CHECKED_IN / IN_CONSULTATION statuses need no DDL: roles
-- and statuses are text, their values checked by packages/domain.
ALTER TABLE "bookings" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "consultation_started_at" timestamp with time zone;--> statement-breakpoint
-- The reports' average wait reads only the bookings that waited, without visiting the table.
CREATE INDEX IF NOT EXISTS "bookings_waits_idx" ON "bookings" USING btree ("space_id", "start_at")
  INCLUDE ("host_id", "service_id", "status", "checked_in_at", "consultation_started_at")
  WHERE "consultation_started_at" IS NOT NULL;
