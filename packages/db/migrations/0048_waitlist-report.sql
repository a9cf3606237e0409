-- The report's waitlist figure (docs/decisions/089-waitlist-staff.md) reads the offers booked
-- through their link by space and slot start: only those rows, in the period's order.
CREATE INDEX "waitlist_offers_booked_idx" ON "waitlist_offers" USING btree ("space_id","start_at") WHERE "waitlist_offers"."status" = 'BOOKED';
