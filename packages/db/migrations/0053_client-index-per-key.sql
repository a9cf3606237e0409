-- Fewer indexes to keep on every new client, pet and booking (docs/decisions/103-booking-indexes-and-triggers.md).
-- A public booking with a new client and pet inserted into 16 + 9 + 15 indexes; each dropped here
-- had another index that serves every read of it equally.
--
-- A btree of text_pattern_ops answers `=` as well as the search's prefix ranges (`~>=~`, `~<~`), so
-- one index per key does both:
-- * the phone: clients_phone_digits_pattern_idx (0009) serves the returning client's lookup by
--   national number and the import's key lookup, which clients_space_phone_digits_idx served;
-- * the e-mail: the unique index the upsert's ON CONFLICT names becomes a pattern one (same
--   equality, so the same uniqueness), and the search's e-mail prefix reads it instead of
--   clients_email_pattern_idx (its `lower(email) ~>=~ …` implies `email is not null`);
-- * the folded name: one index for the active clients' prefix (index-only, as 0028's partial index
--   gave: `archived_at` is included and filtered in the index) and the prefix with archived ones.
-- clients_space_phone_idx (the stored phone as typed) had no reader left since searches and lookups
-- went to phone_digits. pets_space_idx and bookings_space_start_idx repeat the leading columns of
-- pets_name_folded_pattern_idx and bookings_space_start_report_idx.
DROP INDEX "clients_space_phone_idx";--> statement-breakpoint
DROP INDEX "clients_space_phone_digits_idx";--> statement-breakpoint
DROP INDEX "clients_email_pattern_idx";--> statement-breakpoint
DROP INDEX "clients_space_email_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "clients_space_email_unique" ON "clients" USING btree ("space_id", lower("email") text_pattern_ops) WHERE "clients"."email" is not null;--> statement-breakpoint
DROP INDEX "clients_active_name_folded_pattern_idx";--> statement-breakpoint
DROP INDEX "clients_name_folded_pattern_idx";--> statement-breakpoint
CREATE INDEX "clients_name_folded_pattern_idx" ON "clients" USING btree ("space_id", "name_folded" text_pattern_ops) INCLUDE ("id", "archived_at");--> statement-breakpoint
-- The new expression index's statistics (lower(email)), which the dropped ones held until now; a new
-- database's empty table is left unanalyzed, as every earlier migration left it.
DO $$ BEGIN IF EXISTS (SELECT FROM "clients") THEN EXECUTE 'ANALYZE "clients"'; END IF; END $$;--> statement-breakpoint
DROP INDEX "pets_space_idx";--> statement-breakpoint
DROP INDEX "bookings_space_start_idx";--> statement-breakpoint
-- The plan's monthly cap is armed per transaction (`citavet.plan_month_cap`, only for a plan that has
-- one); a booking written without it no longer calls the trigger's function, which returned at once.
DROP TRIGGER bookings_enforce_plan_month_cap ON "bookings";--> statement-breakpoint
CREATE TRIGGER bookings_enforce_plan_month_cap BEFORE INSERT ON "bookings"
  FOR EACH ROW WHEN (NEW.status <> 'CANCELLED' AND coalesce(current_setting('citavet.plan_month_cap', true), '') <> '')
  EXECUTE FUNCTION citavet_enforce_plan_month_cap();
