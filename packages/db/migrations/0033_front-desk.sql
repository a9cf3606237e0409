-- The front desk (decision 072): a booking keeps when its patient arrived and when the vet called them
-- in (the wait). The RECEPTION role and the CHECKED_IN / IN_CONSULTATION statuses need no DDL: roles
-- and statuses are text, their values checked by packages/domain.
ALTER TABLE "bookings" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "consultation_started_at" timestamp with time zone;