ALTER TABLE "bookings" ADD COLUMN "pet_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reason" text;--> statement-breakpoint
CREATE INDEX "bookings_pet_idx" ON "bookings" USING btree ("pet_id") WHERE "bookings"."pet_id" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reason_length" CHECK (char_length("bookings"."reason") <= 500);--> statement-breakpoint
-- docs/decisions/030: a booking's pet is a pet of the booking's own space. The
-- composite key makes another space's pet impossible even for a statement that forgets to check;
-- deleting a pet (entered by mistake) clears pet_id only, never the space. Existing bookings keep
-- every value (pet_id and reason start empty).
CREATE UNIQUE INDEX "pets_id_space_unique" ON "pets" USING btree ("id", "space_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pet_same_space_fk" FOREIGN KEY ("pet_id", "space_id") REFERENCES "pets" ("id", "space_id") ON DELETE SET NULL ("pet_id");
