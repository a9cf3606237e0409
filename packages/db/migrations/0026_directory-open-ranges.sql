-- 'Abierto ahora' honours date overrides and disabled dates (decision 063): the entry stores when the
-- clinic is open for its next local days as instants, instead of its weekly minutes.
ALTER TABLE "directory_entries" ADD COLUMN "open_ranges" "tstzmultirange" DEFAULT '{}'::tstzmultirange NOT NULL;--> statement-breakpoint
ALTER TABLE "directory_entries" DROP COLUMN "open_minutes";--> statement-breakpoint
CREATE INDEX "directory_entries_open_ranges_idx" ON "directory_entries" USING gist ("open_ranges");--> statement-breakpoint
-- Every entry is recomputed by the refresher's next sweep (its open ranges are empty until then).
UPDATE "directory_entries" SET "fresh_until" = now();
