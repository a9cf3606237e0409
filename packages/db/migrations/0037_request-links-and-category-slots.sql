ALTER TABLE "bookings" ADD COLUMN "request_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_request_token_unique" ON "bookings" USING btree ("request_token_hash");--> statement-breakpoint
ALTER TABLE "directory_entries" ADD COLUMN "category_next_slots" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Every entry is recomputed by the refresher's sweep, which now writes each category's next slot.
UPDATE "directory_entries" SET "fresh_until" = now();
