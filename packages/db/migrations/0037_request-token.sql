ALTER TABLE "bookings" ADD COLUMN "request_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_request_token_unique" ON "bookings" USING btree ("request_token_hash");