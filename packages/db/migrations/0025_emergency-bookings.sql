-- Decision 055: a staff booking outside the published schedule or on a closed day (an emergency),
-- made after the staff confirmed it, is recorded as such. Existing bookings were all inside.
ALTER TABLE "bookings" ADD COLUMN "is_outside_schedule" boolean DEFAULT false NOT NULL;