-- Similar names (`<%`, nearest first by `<<->`) keep a GiST trigram index, but on the expression
-- `name_folded || ' '` (the trailing space adds no trigram: similarity is unchanged). On the plain
-- column the planner also took the GiST index for `like '%…%'` and `like 'x%'`, 4–7 ms a branch at
-- 100,000 clients, where the GIN trigram and btree pattern indexes answer in 0.02–3 ms
-- (docs/decisions/060-client-search-plans.md).
DROP INDEX IF EXISTS "clients_name_folded_gist_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "pets_name_folded_gist_idx";--> statement-breakpoint
CREATE INDEX "clients_name_similarity_gist_idx" ON "clients" USING gist (("name_folded" || ' ') gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "pets_name_similarity_gist_idx" ON "pets" USING gist (("name_folded" || ' ') gist_trgm_ops);
