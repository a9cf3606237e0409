ALTER TABLE "clients" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (citavet_fold(name)) STORED;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (citavet_fold(name)) STORED;--> statement-breakpoint
-- Client search (docs/decisions/021, "Search figures"): the exact and prefix tiers come from btree
-- ranges (LIKE 'text%' needs text_pattern_ops under a non-C collation) and stop at a LIMIT, the
-- fuzzy tier from the trigram indexes, now on the stored folded names so a recheck reads a column
-- instead of calling unaccent. The plain list reads clients in folded-name order from an index.
CREATE INDEX "clients_name_folded_pattern_idx" ON "clients" USING btree ("space_id", "name_folded" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clients_name_folded_order_idx" ON "clients" USING btree ("space_id", "name_folded", "id");--> statement-breakpoint
CREATE INDEX "clients_email_pattern_idx" ON "clients" USING btree ("space_id", lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clients_phone_digits_pattern_idx" ON "clients" USING btree ("space_id", "phone_digits" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "pets_name_folded_pattern_idx" ON "pets" USING btree ("space_id", "name_folded" text_pattern_ops);--> statement-breakpoint
DROP INDEX "clients_name_trgm_idx";--> statement-breakpoint
DROP INDEX "pets_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "clients_name_folded_trgm_idx" ON "clients" USING gin ("name_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pets_name_folded_trgm_idx" ON "pets" USING gin ("name_folded" gin_trgm_ops);
--> statement-breakpoint
-- Similar names nearest first (ORDER BY text <<-> name_folded LIMIT n): GIN cannot order, GiST can.
CREATE INDEX "clients_name_folded_gist_idx" ON "clients" USING gist ("name_folded" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "pets_name_folded_gist_idx" ON "pets" USING gist ("name_folded" gist_trgm_ops);
