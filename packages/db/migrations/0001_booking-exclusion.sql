-- No double booking, ever: a host never has two non-cancelled bookings that
-- overlap, across all services and spaces. Application checks come in addition, never instead.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_host_no_overlap"
  EXCLUDE USING gist ("host_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&)
  WHERE ("status" <> 'CANCELLED');
